import type { Context } from 'koa';
import type * as T from '../generated/types.gen';
import type { UserEntity } from '../features/users/user.entity';

/**
 * operationId → [request data, success responses], from the generated types.
 * `contract-coverage.test.ts` proves this list, the handler map and the
 * contract's operations are the same set.
 */
export interface OperationTypes {
  getHealth: [T.GetHealthData, T.GetHealthResponses];
  getAuthConfig: [T.GetAuthConfigData, T.GetAuthConfigResponses];
  login: [T.LoginData, T.LoginResponses];
  getCurrentUser: [T.GetCurrentUserData, T.GetCurrentUserResponses];
  logout: [T.LogoutData, T.LogoutResponses];
  createScan: [T.CreateScanData, T.CreateScanResponses];
  getScan: [T.GetScanData, T.GetScanResponses];
  getScanImage: [T.GetScanImageData, T.GetScanImageResponses];
  deleteScan: [T.DeleteScanData, T.DeleteScanResponses];
  listUserScans: [T.ListUserScansData, T.ListUserScansResponses];
  exportUserScans: [T.ExportUserScansData, T.ExportUserScansResponses];
  uploadTrainingImage: [T.UploadTrainingImageData, T.UploadTrainingImageResponses];
  getTrainingImage: [T.GetTrainingImageData, T.GetTrainingImageResponses];
  getTrainingCounts: [T.GetTrainingCountsData, T.GetTrainingCountsResponses];
  getNotificationPreferences: [T.GetNotificationPreferencesData, T.GetNotificationPreferencesResponses];
  updateNotificationPreferences: [T.UpdateNotificationPreferencesData, T.UpdateNotificationPreferencesResponses];
  searchFoods: [T.SearchFoodsData, T.SearchFoodsResponses];
  getFoodNutrition: [T.GetFoodNutritionData, T.GetFoodNutritionResponses];
  getFoodByBarcode: [T.GetFoodByBarcodeData, T.GetFoodByBarcodeResponses];
  getRecognitionStatus: [T.GetRecognitionStatusData, T.GetRecognitionStatusResponses];
  searchRecognitionFoods: [T.SearchRecognitionFoodsData, T.SearchRecognitionFoodsResponses];
  recognizeFood: [T.RecognizeFoodData, T.RecognizeFoodResponses];
}

export type OperationId = keyof OperationTypes;

/** A file taken from a multipart body by multer (memory storage). */
export interface UploadedFile {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

/** Multipart bodies arrive without their binary fields; those come as `file`. */
type WithoutBinary<B> = B extends object ? { [K in keyof B as B[K] extends Blob ? never : K]: B[K] } : B;

type DataOf<Op extends OperationId> = OperationTypes[Op][0];
type ResponsesOf<Op extends OperationId> = OperationTypes[Op][1];

export interface HandlerInput<Op extends OperationId> {
  path: NonNullable<DataOf<Op>['path']>;
  query: NonNullable<DataOf<Op>['query']>;
  body: WithoutBinary<NonNullable<DataOf<Op>['body']>>;
  file: UploadedFile | undefined;
  /** The session's user; guaranteed present on operations secured by the session cookie. */
  user: UserEntity | null;
  ctx: Context;
}

export type HandlerReply<Op extends OperationId> = {
  [S in keyof ResponsesOf<Op>]: {
    status: S;
    body: ResponsesOf<Op>[S];
    headers?: Record<string, string>;
  };
}[keyof ResponsesOf<Op>];

export type Handler<Op extends OperationId> = (input: HandlerInput<Op>) => Promise<HandlerReply<Op>>;

export type Handlers = { [Op in OperationId]: Handler<Op> };
