import { createIntl, createIntlCache } from 'react-intl';

/**
 * Every message the server can send a user, by a stable id, in English ICU. The API sends the id
 * and its values in the `Error` body (`messageId`, `values`) with the English text as `message`;
 * the app shows the id's text in the user's language (its `errors` messages, keyed
 * `errors.<id>`), and an id it does not know as the server's English.
 *
 * An apostrophe before `{` or `<` quotes it in ICU, so a quote around a value is written `''`.
 */

/** What a message's placeholders take: text or numbers, nothing else crosses the wire. */
export type MessageValues = Record<string, string | number>;

/** An English ICU text whose placeholders take `V` (the type only; at run time it is the text). */
type Template<V extends MessageValues> = string & { readonly __values?: V };

const text = <V extends MessageValues = Record<never, never>>(english: string) => english as Template<V>;

/** The groups of requests a rate limit counts, as the rate-limit message names them. */
export type RateLimitGroup = 'login' | 'scan' | 'training' | 'search' | 'download' | 'write';

export const SERVER_MESSAGES = {
  // Requests the contract refuses before any feature sees them.
  'request.bodyTooLarge': text('The request body is too large.'),
  'request.unsupportedContentType': text('Unsupported content type.'),
  'request.bodyUnreadable': text('The request body could not be read.'),
  'request.unreadable': text('The request could not be read.'),
  'request.invalid': text<{ where: string; problems: string }>('Invalid request {where}: {problems}'),
  'request.unknownFields': text<{ count: number; fields: string }>(
    'Unknown {count, plural, one {field} other {fields}} {fields}: this request does not take {count, plural, one {it} other {them}}.',
  ),
  'request.invalidAndUnknownFields': text<{ where: string; problems: string; count: number; fields: string }>(
    'Invalid request {where}: {problems}; Unknown {count, plural, one {field} other {fields}} {fields}: this request does not take {count, plural, one {it} other {them}}.',
  ),
  'request.queryRepeated': text<{ name: string }>("Query parameter ''{name}'' was given more than once."),
  'request.nulCharacter': text<{ path: string }>('{path} contains a NUL character (\\u0000), which no text may hold.'),
  'request.sendJson': text('Send this request body as application/json.'),
  'request.sendMultipart': text('Send this request as multipart/form-data.'),
  'request.fileRequired': text<{ field: string }>("The ''{field}'' file is required."),
  'request.oneFileOnly': text<{ field: string }>("Only one file, in the field ''{field}'', is accepted."),
  'request.tooManyFields': text('The upload has too many or too large fields.'),
  'request.multipartUnreadable': text('The multipart body could not be read.'),
  'request.fileTooLarge': text<{ kind: 'image' | 'file'; megabytes: number }>(
    'The {kind, select, image {image} other {file}} is larger than {megabytes} MB.',
  ),
  'request.otherSite': text('This request came from another site and was refused.'),
  'endpoint.notFound': text<{ method: string; path: string }>('No such endpoint: {method} {path}'),
  'endpoint.emptySegment': text<{ method: string; path: string }>(
    'No such endpoint: {method} {path} (an empty path segment)',
  ),
  'endpoint.methodNotAllowed': text<{ method: string; allow: string }>('{method} is not allowed here; use {allow}.'),
  'rateLimit.tryAgainIn': text<{ what: RateLimitGroup; seconds: number }>(
    'Too many {what, select, login {sign-in attempts} scan {scans} training {training uploads} search {searches} download {downloads of all your data} other {changes}}. Try again in {seconds, plural, one {# second} other {# seconds}}.',
  ),

  // The server's own trouble.
  'server.internal': text('Something went wrong on our side. Please try again.'),
  'server.storageUnavailable': text('Photo storage is unavailable right now. Please try again shortly.'),
  'server.databaseBusy': text('The database is busy. Please try again in a moment.'),
  'server.uploadsBusy': text('Morsel is busy with other photos right now. Please try again in a moment.'),

  // Signing in.
  'auth.signInToContinue': text('Sign in to continue.'),
  'auth.sendBearerToken': text('Send the Firebase ID token as "Authorization: Bearer \'<token>\'".'),
  'auth.emailMismatch': text('The e-mail address does not match the signed-in account.'),
  'auth.tokenInvalid': text('The sign-in token is not valid.'),
  'auth.tokenExpired': text('Your sign-in has expired. Please sign in again.'),
  'auth.tokenRevoked': text('Your sign-in was revoked. Please sign in again.'),
  'auth.accountDisabled': text('This account has been disabled.'),
  'auth.accountGone': text('This account no longer exists.'),
  'auth.emailRequired': text('This sign-in has no e-mail address; Morsel needs one.'),
  'auth.emailUnverified': text('Verify your e-mail address with your sign-in provider first.'),
  'auth.unavailable': text(
    'Sign-in is unavailable right now: the sign-in service cannot be reached. Please try again shortly.',
  ),

  // Another account's things.
  'forbidden.default': text('You do not have access to this resource.'),
  'forbidden.log': text('You can only see and set your own log and goals.'),
  'forbidden.trainingPhotos': text('You can only see your own training photos.'),
  'forbidden.savedMeals': text('You can only use your own saved meals.'),
  'forbidden.favouriteFoods': text('You can only use your own favourite foods.'),
  'forbidden.download': text('You can only download your own data.'),
  'forbidden.deleteAccount': text('You can only delete your own account.'),
  'forbidden.addScans': text('You can only add scans to your own history.'),
  'forbidden.scanHistory': text('You can only see your own scan history.'),
  'forbidden.export': text('You can only export your own log.'),
  'forbidden.logFoods': text('You can only log foods in your own history.'),
  'forbidden.logDaysAgain': text('You can only log your own days again.'),
  'forbidden.recentFoods': text('You can only see your own recent foods.'),
  'forbidden.import': text('You can only import into your own log.'),
  'forbidden.preferences': text('You can only manage your own preferences.'),

  // Things that are not there.
  'notFound.default': text('Not found.'),
  'image.notFound': text('Image not found'),
  'scan.notFound': text('Scan not found'),
  'food.notFound': text('Food not found'),
  'food.barcodeNotFound': text<{ barcode: string }>('No product with barcode {barcode}'),
  'savedMeal.notFound': text('Saved meal not found'),

  // Photos.
  'photo.empty': text('The file is empty: it holds no photo. Choose the photo again, or another one.'),
  'photo.tooManyPixels': text('The photo has too many pixels. Please use a photo under 50 megapixels.'),
  'photo.unsupportedType': text('Please upload a photo: JPEG, PNG, WebP or HEIC.'),
  'photo.unreadable': text('This photo could not be read. It may be damaged; please try another.'),

  // Scans, corrections and logging.
  'scan.idempotencyKeyReused': text(
    'This Idempotency-Key was already used for another photo or other details. Send a new key for a new scan.',
  ),
  'scan.takenTooLongAgo': text('A photo must have been taken in the last 7 days.'),
  'scan.cursorInvalid': text('The paging cursor is not a real point in time.'),
  'scan.changedMeanwhile': text('This scan was being changed at the same moment. Please try again.'),
  'scan.namesNoFood': text('This scan names no food yet: name it first, then log it again.'),
  'correction.nothingToChange': text('Send the items, the note or the meal.'),
  'correction.unknownFood': text<{ foodId: string }>("There is no food with id ''{foodId}''."),
  'correction.unknownPortion': text<{ label: string; food: string }>("''{label}'' is not a portion of {food}."),
  'correction.portionOutOfRange': text<{ min: number; max: number }>(
    'A portion must weigh between {min, number, ::group-off} g and {max, number, ::group-off} g.',
  ),
  'meal.idempotencyKeyReused': text(
    'This Idempotency-Key was already used for other foods or details. Send a new key for a new meal.',
  ),
  'meal.eatenTooLongAgo': text('A meal must have been eaten in the last 7 days.'),
  'logAgain.nothingThatDay': text('Nothing named was logged that day.'),
  'logAgain.nothingForMealThatDay': text<{ meal: string }>(
    'Nothing named was logged for {meal, select, breakfast {breakfast} lunch {lunch} dinner {dinner} snack {snack} other {{meal}}} that day.',
  ),
  'logAgain.tooManyEntries': text<{ max: number }>(
    'That is more than {max} entries: log its meals again one at a time.',
  ),

  // Days and time zones.
  'time.unknownZone': text<{ tz: string }>("''{tz}'' is not a time zone (use an IANA name such as Europe/Paris)."),
  'time.notADate': text<{ date: string; firstYear: number; lastYear: number }>(
    "''{date}'' is not a date from {firstYear, number, ::group-off}-01-01 to {lastYear, number, ::group-off}-12-31.",
  ),
  'time.fromAfterTo': text('`from` must not be after `to`.'),
  'time.tooManyDays': text<{ max: number; span: number }>(
    'Ask for at most {max, number, ::group-off} days at a time (this asks for {span, number, ::group-off}).',
  ),

  // Saved meals and favourites.
  'favourite.portionOrGrams': text('Give the amount as a portion or in grams, not both.'),
  'favourite.limit': text<{ max: number }>('You can star up to {max} foods: unstar one to star another.'),
  'savedMeal.limit': text<{ max: number }>('You can keep up to {max} saved meals: delete one to save another.'),
  'savedMeal.nothingToChange': text('Give the meal a new name, new foods, or both.'),
  'savedMeal.entryNamesNoFood': text('This entry names no food yet: name it first, then save it as a meal.'),

  // Food search and words.
  'foodSearch.typeAName': text('Type a food name to search for.'),
  'foodParse.empty': text('Type what you ate, for example "two eggs and a slice of toast".'),
  'foodParse.tooLong': text<{ max: number }>('Describe the meal in at most {max} characters.'),

  // The account.
  'account.confirmDelete': text<{ word: string }>('Type {word} in capital letters to confirm deleting your account.'),

  // Importing a log.
  'import.empty': text('The file is empty.'),
  'import.unknownFormat': text(
    "Morsel cannot read this file. Choose MyFitnessPal's export (the ZIP, or its Nutrition-Summary CSV), Cronometer's Servings CSV, or a Morsel export (its JSON, or the ZIP from Download all my data).",
  ),
  'import.invalidJson': text("The file starts like JSON but is not valid JSON, so it is not Morsel's export."),
  'import.notMyFitnessPal': text(
    "This is not MyFitnessPal's Nutrition Summary: its first line should start 'Date,Meal,' and name Calories.",
  ),
  'import.notCronometer': text(
    "This is not Cronometer's Servings export: its first line should name Day, Food Name, Amount and Energy (kcal).",
  ),
  'import.notMorselExport': text("This JSON is not Morsel's export: it has no rows."),
  'import.schemaVersion': text<{ version: string; readable: string }>(
    'This export has schemaVersion {version}; this Morsel reads version {readable}. Update Morsel, or export again.',
  ),
  'import.badTimeZone': text("This export's tz is not a time zone."),
  'import.csvUnreadable': text<{ reason: string }>('The CSV could not be read: {reason}'),
  'import.noRows': text('The file has no rows.'),
  'import.notUtf8': text(
    'The file is not UTF-8 text. Save the CSV as UTF-8 (or export it again), then choose it here.',
  ),
  'import.zipUnopenable': text<{ reason: string }>('The ZIP could not be opened: {reason}.'),
  'import.zipDamaged': text<{ reason: string }>('The ZIP is damaged: {reason}.'),
  'import.zipWithoutLog': text(
    'This ZIP has neither a Nutrition-Summary CSV nor a Morsel log. In MyFitnessPal, export your data again and choose the ZIP it sends, or its Nutrition-Summary file; from Morsel, choose the ZIP that Download all my data gives.',
  ),
  'import.zipEntryTooLarge': text<{ megabytes: number }>(
    'The file in this ZIP is larger than {megabytes} MB unpacked.',
  ),
} as const;

export type ServerMessageId = keyof typeof SERVER_MESSAGES;

/** The values a message's placeholders take. */
export type ServerMessageValues<I extends ServerMessageId> =
  (typeof SERVER_MESSAGES)[I] extends Template<infer V> ? V : never;

/** A message the server sends: its id and values, and its English text (the `Error` body's `message`). */
export interface ServerMessage {
  messageId: ServerMessageId;
  values: MessageValues;
  /** In English, for logs and for clients that do not know the id. */
  message: string;
}

const english = createIntl({ locale: 'en', defaultLocale: 'en' }, createIntlCache());

/** The English text of a message with its values. */
export function englishText(id: ServerMessageId, values: MessageValues = {}): string {
  return String(english.formatters.getMessageFormat(SERVER_MESSAGES[id], 'en').format(values));
}

/** Whether an id is one of the server's messages (an older or newer server may send others). */
export const isServerMessageId = (id: unknown): id is ServerMessageId =>
  typeof id === 'string' && Object.hasOwn(SERVER_MESSAGES, id);

/**
 * A message by id, with its values when it takes some: `serverMessage('scan.notFound')`,
 * `serverMessage('rateLimit.tryAgainIn', { what: 'scan', seconds: 42 })`.
 */
export function serverMessage<I extends ServerMessageId>(
  id: I,
  ...[values]: keyof ServerMessageValues<I> extends never ? [] : [ServerMessageValues<I>]
): ServerMessage {
  const given: MessageValues = values ?? {};
  return { messageId: id, values: given, message: englishText(id, given) };
}
