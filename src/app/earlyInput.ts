/**
 * A prerendered page can be used before the app has taken it over: the head script of index.html keeps
 * what the visitor typed, ticked, tapped or submitted meanwhile (hydration resets the fields to the
 * app's state). Once the app is live this hands it over, as if it had happened now.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface EarlyInput {
  /** Each field the visitor changed, with what they left in it (hydration resets it to the app's state). */
  fields: { el: Field; value: string; checked: boolean }[];
  taps: HTMLElement[];
  submits: HTMLFormElement[];
}

/** Sets a field's value the way typing does, so the app's change handlers see it. */
function type(field: Field, value: string) {
  const event = field instanceof HTMLSelectElement ? 'change' : 'input';
  // React skips a change to the value it believes the field holds, and hydration may have left it
  // believing it holds the typed text: clear, then type. (The prototype's setter: React watches the
  // element's own one and would take the write for its own.)
  for (const next of ['', value]) {
    Reflect.set(Object.getPrototypeOf(field) as object, 'value', next, field);
    field.dispatchEvent(new Event(event, { bubbles: true }));
  }
}

/**
 * Whether React has taken an element over. The app is committed before every part of the page is
 * hydrated (parts under a Suspense boundary follow), and a field handed over before that is reset again.
 * React marks the elements it owns with its props; that mark is what this reads.
 */
const owned = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

const POLL_MS = 50;
const GIVE_UP_MS = 10_000;

export function replayEarlyInput(): void {
  const early = (window as unknown as { __lumiEarly?: EarlyInput }).__lumiEarly;
  if (!early) return;
  delete (window as unknown as { __lumiEarly?: EarlyInput }).__lumiEarly;
  const started = Date.now();
  const handOver = () => {
    const waiting = [...early.fields.map((f) => f.el), ...early.taps, ...early.submits].filter(
      (element) => element.isConnected && !owned(element),
    );
    if (waiting.length > 0 && Date.now() - started < GIVE_UP_MS) {
      setTimeout(handOver, POLL_MS);
      return;
    }
    for (const { el: field, value, checked } of early.fields) {
      if (!field.isConnected) continue;
      if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
        // The app's state is what the page was rendered with (the default); hand over a change to it.
        if (checked !== field.defaultChecked) {
          field.checked = field.defaultChecked;
          field.click();
        }
      } else {
        // Always typed again: hydration can leave the text on screen while the app's state is still
        // empty, and its next render would clear it.
        type(field, value);
      }
    }
    for (const tap of early.taps) if (tap.isConnected) tap.click();
    for (const form of early.submits) if (form.isConnected) form.requestSubmit();
  };
  handOver();
}
