/** How often the chat asks for new messages and unread counts (the API has no push). */
export const CHAT_POLL_MS = 5000;
/** How close to the bottom (px) still counts as "reading the latest messages". */
export const AT_BOTTOM_PX = 48;
