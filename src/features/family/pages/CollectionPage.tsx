import AddOutlined from '@mui/icons-material/AddOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { FamilyDependent } from '@/api/contract/family';
import { useGetCardsQuery } from '@/api/endpoints/cards';
import { useGetDependentsQuery } from '@/api/endpoints/family';
import { isRarity, type Rarity } from '@/components/cards/rarity';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';
import CollectionAlbum, { AlbumSkeleton } from '../components/CollectionAlbum';

const isLinked = (child: FamilyDependent): child is FamilyDependent & { studentId: string } =>
  child.studentId !== null;

/**
 * /cliente/colecao: each child's Lumi cards — the ones they hold and the ones still to be won. The
 * child (`filho`) and the rarity (`raridade`) live in the address, so a reload or a shared link keeps them.
 */
export default function CollectionPage() {
  const intl = useIntl();
  const tabsId = useId();
  const [params, setParams] = useSearchParams();
  const dependents = useGetDependentsQuery(undefined);
  const cards = useGetCardsQuery({ status: 'all' });

  const update = (key: 'filho' | 'raridade', value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const header = <PageHeader titleId="family.collection.title" subtitleId="family.collection.subtitle" />;
  const failed = dependents.error ?? cards.error;
  if (failed)
    return (
      <>
        {header}
        <ErrorState
          error={failed}
          retrying={dependents.isFetching || cards.isFetching}
          onRetry={() => {
            if (dependents.error) void dependents.refetch();
            if (cards.error) void cards.refetch();
          }}
        />
      </>
    );
  if (!dependents.data || !cards.data)
    return (
      <>
        {header}
        <AlbumSkeleton />
      </>
    );

  const children = dependents.data;
  if (children.length === 0)
    return (
      <>
        {header}
        <EmptyState
          titleId="family.courses.noChildrenTitle"
          bodyId="family.collection.noChildrenBody"
          action={
            <Button
              component={RouterLink}
              to="/cliente/dependentes"
              variant="contained"
              startIcon={<AddOutlined />}
            >
              <FormattedMessage id="family.dependents.add" />
            </Button>
          }
        />
      </>
    );

  // The child in the address, else the first one linked to a school (the one with cards), else the first.
  const child = children.find((c) => c.id === params.get('filho')) ?? children.find(isLinked) ?? children[0];
  if (!child) return header;
  const rarityParam = params.get('raridade');
  const rarity: Rarity | null = isRarity(rarityParam) ? rarityParam : null;
  const panelId = `${tabsId}-panel`;
  const tabId = (id: string) => `${tabsId}-tab-${id}`;

  return (
    <>
      {header}
      {children.length > 1 && (
        <Tabs
          value={child.id}
          onChange={(_e, id: string) => update('filho', id)}
          variant="scrollable"
          aria-label={intl.formatMessage({ id: 'family.collection.children' })}
          sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
        >
          {children.map((c) => (
            <Tab key={c.id} value={c.id} label={c.name} id={tabId(c.id)} aria-controls={panelId} />
          ))}
        </Tabs>
      )}
      <Box
        id={panelId}
        role={children.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={children.length > 1 ? tabId(child.id) : undefined}
      >
        {isLinked(child) ? (
          <CollectionAlbum
            key={child.id}
            child={child}
            catalogue={cards.data.cards}
            rarity={rarity}
            onRarityChange={(next) => update('raridade', next)}
          />
        ) : (
          <EmptyState
            icon={SchoolOutlined}
            titleId="family.collection.notLinkedTitle"
            bodyId="family.collection.notLinkedBody"
            values={{ name: child.name }}
            action={
              <Button
                component={RouterLink}
                to="/cliente/dependentes"
                variant="outlined"
                startIcon={<LinkOutlined />}
              >
                <FormattedMessage id="family.child.linkCta" />
              </Button>
            }
          />
        )}
      </Box>
    </>
  );
}
