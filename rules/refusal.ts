import type { ServerMessage } from './errors/server-messages';

/**
 * A request the rules refuse: the message the user reads (by id, with its values and its English
 * text) and the fields at fault (a 400's `details`). The server throws it as its validation error;
 * the mock API answers it as the server does, so the app shows the same text against either.
 */
export interface Refusal extends ServerMessage {
  details: { path: string; message: string }[];
}
