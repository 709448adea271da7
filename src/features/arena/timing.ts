/**
 * The table's pauses, in milliseconds. Mutable on purpose: tests set them to 0 so a whole match plays in
 * a blink, while people get a beat to read the bot's call and watch the cards turn.
 */
export const arenaTiming = {
  /** How long the bot "thinks" before it calls an attribute. */
  botPauseMs: 1100,
  /** How long the bot's card takes to turn face up. */
  revealMs: 450,
};
