import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderContractDoc } from './contractDoc';

// Vitest runs from the project root (happy-dom gives import.meta.url an http: scheme).
const DOC = resolve(process.cwd(), 'docs/api-contract.md');

test('docs/api-contract.md is generated from the contract and up to date', () => {
  const expected = renderContractDoc();
  if (process.env.UPDATE_CONTRACT === '1') writeFileSync(DOC, expected);
  const actual = readFileSync(DOC, 'utf8');
  // Run `npm run contract:doc` after changing src/api/contract.
  expect(actual === expected).toBe(true);
});
