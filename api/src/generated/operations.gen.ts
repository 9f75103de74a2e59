// This file is generated from openapi/openapi.yaml by scripts/generate-operations.ts. Do not edit.
import type * as T from './types.gen';

/**
 * Every operation of the contract by operationId: its request data, its responses, whether it needs
 * a signed-in session, and whether its body is a multipart upload.
 */
export interface OperationTypes {
  getHealth: { data: T.GetHealthData; responses: T.GetHealthResponses; session: false; multipart: false };
  getAuthConfig: { data: T.GetAuthConfigData; responses: T.GetAuthConfigResponses; session: false; multipart: false };
  login: { data: T.LoginData; responses: T.LoginResponses; session: false; multipart: false };
  getCurrentUser: { data: T.GetCurrentUserData; responses: T.GetCurrentUserResponses; session: false; multipart: false };
  logout: { data: T.LogoutData; responses: T.LogoutResponses; session: false; multipart: false };
  createScan: { data: T.CreateScanData; responses: T.CreateScanResponses; session: true; multipart: true };
  getScan: { data: T.GetScanData; responses: T.GetScanResponses; session: true; multipart: false };
  updateScan: { data: T.UpdateScanData; responses: T.UpdateScanResponses; session: true; multipart: false };
  deleteScan: { data: T.DeleteScanData; responses: T.DeleteScanResponses; session: true; multipart: false };
  previewScanUpdate: { data: T.PreviewScanUpdateData; responses: T.PreviewScanUpdateResponses; session: true; multipart: false };
  getScanImage: { data: T.GetScanImageData; responses: T.GetScanImageResponses; session: true; multipart: false };
  listUserScans: { data: T.ListUserScansData; responses: T.ListUserScansResponses; session: true; multipart: false };
  logFoods: { data: T.LogFoodsData; responses: T.LogFoodsResponses; session: true; multipart: false };
  exportUserScans: { data: T.ExportUserScansData; responses: T.ExportUserScansResponses; session: true; multipart: false };
  exportUserScansJson: { data: T.ExportUserScansJsonData; responses: T.ExportUserScansJsonResponses; session: true; multipart: false };
  logScanAgain: { data: T.LogScanAgainData; responses: T.LogScanAgainResponses; session: true; multipart: false };
  listRecentFoods: { data: T.ListRecentFoodsData; responses: T.ListRecentFoodsResponses; session: true; multipart: false };
  listSavedMeals: { data: T.ListSavedMealsData; responses: T.ListSavedMealsResponses; session: true; multipart: false };
  createSavedMeal: { data: T.CreateSavedMealData; responses: T.CreateSavedMealResponses; session: true; multipart: false };
  updateSavedMeal: { data: T.UpdateSavedMealData; responses: T.UpdateSavedMealResponses; session: true; multipart: false };
  deleteSavedMeal: { data: T.DeleteSavedMealData; responses: T.DeleteSavedMealResponses; session: true; multipart: false };
  logSavedMeal: { data: T.LogSavedMealData; responses: T.LogSavedMealResponses; session: true; multipart: false };
  listFavouriteFoods: { data: T.ListFavouriteFoodsData; responses: T.ListFavouriteFoodsResponses; session: true; multipart: false };
  starFood: { data: T.StarFoodData; responses: T.StarFoodResponses; session: true; multipart: false };
  unstarFood: { data: T.UnstarFoodData; responses: T.UnstarFoodResponses; session: true; multipart: false };
  logDayAgain: { data: T.LogDayAgainData; responses: T.LogDayAgainResponses; session: true; multipart: false };
  getGoals: { data: T.GetGoalsData; responses: T.GetGoalsResponses; session: true; multipart: false };
  updateGoals: { data: T.UpdateGoalsData; responses: T.UpdateGoalsResponses; session: true; multipart: false };
  listDays: { data: T.ListDaysData; responses: T.ListDaysResponses; session: true; multipart: false };
  getLogSummary: { data: T.GetLogSummaryData; responses: T.GetLogSummaryResponses; session: true; multipart: false };
  importHistory: { data: T.ImportHistoryData; responses: T.ImportHistoryResponses; session: true; multipart: true };
  uploadTrainingImage: { data: T.UploadTrainingImageData; responses: T.UploadTrainingImageResponses; session: true; multipart: true };
  getTrainingImage: { data: T.GetTrainingImageData; responses: T.GetTrainingImageResponses; session: true; multipart: false };
  deleteTrainingImage: { data: T.DeleteTrainingImageData; responses: T.DeleteTrainingImageResponses; session: true; multipart: false };
  listTrainingImages: { data: T.ListTrainingImagesData; responses: T.ListTrainingImagesResponses; session: true; multipart: false };
  getTrainingCounts: { data: T.GetTrainingCountsData; responses: T.GetTrainingCountsResponses; session: true; multipart: false };
  getNotificationPreferences: { data: T.GetNotificationPreferencesData; responses: T.GetNotificationPreferencesResponses; session: true; multipart: false };
  updateNotificationPreferences: { data: T.UpdateNotificationPreferencesData; responses: T.UpdateNotificationPreferencesResponses; session: true; multipart: false };
  getDisplayPreferences: { data: T.GetDisplayPreferencesData; responses: T.GetDisplayPreferencesResponses; session: true; multipart: false };
  updateDisplayPreferences: { data: T.UpdateDisplayPreferencesData; responses: T.UpdateDisplayPreferencesResponses; session: true; multipart: false };
  exportAccountZip: { data: T.ExportAccountZipData; responses: T.ExportAccountZipResponses; session: true; multipart: false };
  deleteAccount: { data: T.DeleteAccountData; responses: T.DeleteAccountResponses; session: true; multipart: false };
  searchFoods: { data: T.SearchFoodsData; responses: T.SearchFoodsResponses; session: true; multipart: false };
  parseFoods: { data: T.ParseFoodsData; responses: T.ParseFoodsResponses; session: true; multipart: false };
  getFoodNutrition: { data: T.GetFoodNutritionData; responses: T.GetFoodNutritionResponses; session: true; multipart: false };
  getFoodByBarcode: { data: T.GetFoodByBarcodeData; responses: T.GetFoodByBarcodeResponses; session: true; multipart: false };
  getRecognitionStatus: { data: T.GetRecognitionStatusData; responses: T.GetRecognitionStatusResponses; session: true; multipart: false };
  searchRecognitionFoods: { data: T.SearchRecognitionFoodsData; responses: T.SearchRecognitionFoodsResponses; session: true; multipart: false };
  recognizeFood: { data: T.RecognizeFoodData; responses: T.RecognizeFoodResponses; session: true; multipart: true };
  getRecognitionStatusPassioAlias: { data: T.GetRecognitionStatusPassioAliasData; responses: T.GetRecognitionStatusPassioAliasResponses; session: true; multipart: false };
  searchRecognitionFoodsPassioAlias: { data: T.SearchRecognitionFoodsPassioAliasData; responses: T.SearchRecognitionFoodsPassioAliasResponses; session: true; multipart: false };
  recognizeFoodPassioAlias: { data: T.RecognizeFoodPassioAliasData; responses: T.RecognizeFoodPassioAliasResponses; session: true; multipart: true };
}
