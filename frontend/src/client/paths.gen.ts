// This file is generated from openapi/openapi.yaml by scripts/generate-operations.ts. Do not edit.
import type * as T from './types.gen';

/**
 * Every path of the contract in openapi-typescript's `paths` shape (parameters, request body,
 * and each status's body by content type), typed by this client's types: what openapi-msw types
 * the mock API with.
 */
export interface paths {
  '/api/health': {
    get: {
      parameters: { path?: never; query?: never };
      requestBody?: never;
      responses: {
        200: { content: { 'application/json': T.GetHealthResponses[200] } };
        500: { content: { 'application/json': T.GetHealthErrors[500] } };
        503: { content: { 'application/json': T.GetHealthErrors[503] } };
      };
    };
  };
  '/api/auth/config': {
    get: {
      parameters: { path?: never; query?: never };
      requestBody?: never;
      responses: {
        200: { content: { 'application/json': T.GetAuthConfigResponses[200] } };
        500: { content: { 'application/json': T.GetAuthConfigErrors[500] } };
        503: { content: { 'application/json': T.GetAuthConfigErrors[503] } };
      };
    };
  };
  '/api/auth/login': {
    post: {
      parameters: { path?: never; query?: never };
      requestBody?: { content: { 'application/json': NonNullable<T.LoginData['body']> } };
      responses: {
        200: { content: { 'application/json': T.LoginResponses[200] } };
        400: { content: { 'application/json': T.LoginErrors[400] } };
        401: { content: { 'application/json': T.LoginErrors[401] } };
        403: { content: { 'application/json': T.LoginErrors[403] } };
        413: { content: { 'application/json': T.LoginErrors[413] } };
        415: { content: { 'application/json': T.LoginErrors[415] } };
        429: { content: { 'application/json': T.LoginErrors[429] } };
        500: { content: { 'application/json': T.LoginErrors[500] } };
        503: { content: { 'application/json': T.LoginErrors[503] } };
      };
    };
  };
  '/api/auth/me': {
    get: {
      parameters: { path?: never; query?: never };
      requestBody?: never;
      responses: {
        200: { content: { 'application/json': T.GetCurrentUserResponses[200] } };
        500: { content: { 'application/json': T.GetCurrentUserErrors[500] } };
        503: { content: { 'application/json': T.GetCurrentUserErrors[503] } };
      };
    };
  };
  '/api/auth/logout': {
    post: {
      parameters: { path?: never; query?: never };
      requestBody?: never;
      responses: {
        204: { content?: never };
        403: { content: { 'application/json': T.LogoutErrors[403] } };
        413: { content: { 'application/json': T.LogoutErrors[413] } };
        429: { content: { 'application/json': T.LogoutErrors[429] } };
        500: { content: { 'application/json': T.LogoutErrors[500] } };
        503: { content: { 'application/json': T.LogoutErrors[503] } };
      };
    };
  };
  '/api/scans': {
    post: {
      parameters: { path?: never; query?: never };
      requestBody: { content: { 'multipart/form-data': NonNullable<T.CreateScanData['body']> } };
      responses: {
        201: { content: { 'application/json': T.CreateScanResponses[201] } };
        400: { content: { 'application/json': T.CreateScanErrors[400] } };
        401: { content: { 'application/json': T.CreateScanErrors[401] } };
        403: { content: { 'application/json': T.CreateScanErrors[403] } };
        413: { content: { 'application/json': T.CreateScanErrors[413] } };
        415: { content: { 'application/json': T.CreateScanErrors[415] } };
        422: { content: { 'application/json': T.CreateScanErrors[422] } };
        429: { content: { 'application/json': T.CreateScanErrors[429] } };
        500: { content: { 'application/json': T.CreateScanErrors[500] } };
        503: { content: { 'application/json': T.CreateScanErrors[503] } };
      };
    };
  };
  '/api/scans/{id}': {
    get: {
      parameters: { path: NonNullable<T.GetScanData['path']>; query?: never };
      requestBody?: never;
      responses: {
        200: { content: { 'application/json': T.GetScanResponses[200] } };
        400: { content: { 'application/json': T.GetScanErrors[400] } };
        401: { content: { 'application/json': T.GetScanErrors[401] } };
        404: { content: { 'application/json': T.GetScanErrors[404] } };
        500: { content: { 'application/json': T.GetScanErrors[500] } };
        503: { content: { 'application/json': T.GetScanErrors[503] } };
      };
    };
    patch: {
      parameters: { path: NonNullable<T.UpdateScanData['path']>; query?: never };
      requestBody: { content: { 'application/json': NonNullable<T.UpdateScanData['body']> } };
      responses: {
        200: { content: { 'application/json': T.UpdateScanResponses[200] } };
        400: { content: { 'application/json': T.UpdateScanErrors[400] } };
        401: { content: { 'application/json': T.UpdateScanErrors[401] } };
        403: { content: { 'application/json': T.UpdateScanErrors[403] } };
        404: { content: { 'application/json': T.UpdateScanErrors[404] } };
        409: { content: { 'application/json': T.UpdateScanErrors[409] } };
        413: { content: { 'application/json': T.UpdateScanErrors[413] } };
        415: { content: { 'application/json': T.UpdateScanErrors[415] } };
        429: { content: { 'application/json': T.UpdateScanErrors[429] } };
        500: { content: { 'application/json': T.UpdateScanErrors[500] } };
        503: { content: { 'application/json': T.UpdateScanErrors[503] } };
      };
    };
    delete: {
      parameters: { path: NonNullable<T.DeleteScanData['path']>; query?: never };
      requestBody?: never;
      responses: {
        204: { content?: never };
        400: { content: { 'application/json': T.DeleteScanErrors[400] } };
        401: { content: { 'application/json': T.DeleteScanErrors[401] } };
        403: { content: { 'application/json': T.DeleteScanErrors[403] } };
        404: { content: { 'application/json': T.DeleteScanErrors[404] } };
        429: { content: { 'application/json': T.DeleteScanErrors[429] } };
        500: { content: { 'application/json': T.DeleteScanErrors[500] } };
        503: { content: { 'application/json': T.DeleteScanErrors[503] } };
      };
    };
  };
  '/api/scans/{id}/preview': {
    post: {
      parameters: { path: NonNullable<T.PreviewScanUpdateData['path']>; query?: never };
      requestBody: { content: { 'application/json': NonNullable<T.PreviewScanUpdateData['body']> } };
      responses: {
        200: { content: { 'application/json': T.PreviewScanUpdateResponses[200] } };
        400: { content: { 'application/json': T.PreviewScanUpdateErrors[400] } };
        401: { content: { 'application/json': T.PreviewScanUpdateErrors[401] } };
        403: { content: { 'application/json': T.PreviewScanUpdateErrors[403] } };
        404: { content: { 'application/json': T.PreviewScanUpdateErrors[404] } };
        413: { content: { 'application/json': T.PreviewScanUpdateErrors[413] } };
        415: { content: { 'application/json': T.PreviewScanUpdateErrors[415] } };
        429: { content: { 'application/json': T.PreviewScanUpdateErrors[429] } };
        500: { content: { 'application/json': T.PreviewScanUpdateErrors[500] } };
        503: { content: { 'application/json': T.PreviewScanUpdateErrors[503] } };
      };
    };
  };
  '/api/scans/{id}/image': {
    get: {
      parameters: { path: NonNullable<T.GetScanImageData['path']>; query: NonNullable<T.GetScanImageData['query']> };
      requestBody?: never;
      responses: {
        200: { content: { 'image/jpeg': T.GetScanImageResponses[200] } };
        400: { content: { 'application/json': T.GetScanImageErrors[400] } };
        401: { content: { 'application/json': T.GetScanImageErrors[401] } };
        404: { content: { 'application/json': T.GetScanImageErrors[404] } };
        500: { content: { 'application/json': T.GetScanImageErrors[500] } };
        503: { content: { 'application/json': T.GetScanImageErrors[503] } };
      };
    };
  };
  '/api/users/{userId}/scans': {
    get: {
      parameters: { path: NonNullable<T.ListUserScansData['path']>; query: NonNullable<T.ListUserScansData['query']> };
      requestBody?: never;
      responses: {
        200: { content: { 'application/json': T.ListUserScansResponses[200] } };
        400: { content: { 'application/json': T.ListUserScansErrors[400] } };
        401: { content: { 'application/json': T.ListUserScansErrors[401] } };
        403: { content: { 'application/json': T.ListUserScansErrors[403] } };
        500: { content: { 'application/json': T.ListUserScansErrors[500] } };
        503: { content: { 'application/json': T.ListUserScansErrors[503] } };
      };
    };
    post: {
      parameters: { path: NonNullable<T.LogFoodsData['path']>; query?: never };
      requestBody: { content: { 'application/json': NonNullable<T.LogFoodsData['body']> } };
      responses: {
        201: { content: { 'application/json': T.LogFoodsResponses[201] } };
        400: { content: { 'application/json': T.LogFoodsErrors[400] } };
        401: { content: { 'application/json': T.LogFoodsErrors[401] } };
        403: { content: { 'application/json': T.LogFoodsErrors[403] } };
        413: { content: { 'application/json': T.LogFoodsErrors[413] } };
        415: { content: { 'application/json': T.LogFoodsErrors[415] } };
        422: { content: { 'application/json': T.LogFoodsErrors[422] } };
        429: { content: { 'application/json': T.LogFoodsErrors[429] } };
        500: { content: { 'application/json': T.LogFoodsErrors[500] } };
        503: { content: { 'application/json': T.LogFoodsErrors[503] } };
      };
    };
  };
  '/api/users/{userId}/scans/export': {
    get: {
      parameters: { path: NonNullable<T.ExportUserScansData['path']>; query: NonNullable<T.ExportUserScansData['query']> };
      requestBody?: never;
      responses: {
        200: { content: { 'text/csv': T.ExportUserScansResponses[200] } };
        400: { content: { 'application/json': T.ExportUserScansErrors[400] } };
        401: { content: { 'application/json': T.ExportUserScansErrors[401] } };
        403: { content: { 'application/json': T.ExportUserScansErrors[403] } };
        500: { content: { 'application/json': T.ExportUserScansErrors[500] } };
        503: { content: { 'application/json': T.ExportUserScansErrors[503] } };
      };
    };
  };
  '/api/users/{userId}/scans/export.json': {
    get: {
      parameters: { path: NonNullable<T.ExportUserScansJsonData['path']>; query: NonNullable<T.ExportUserScansJsonData['query']> };
      requestBody?: never;
      responses: {
        200: { content: { 'application/json': T.ExportUserScansJsonResponses[200] } };
        400: { content: { 'application/json': T.ExportUserScansJsonErrors[400] } };
        401: { content: { 'application/json': T.ExportUserScansJsonErrors[401] } };
        403: { content: { 'application/json': T.ExportUserScansJsonErrors[403] } };
        500: { content: { 'application/json': T.ExportUserScansJsonErrors[500] } };
        503: { content: { 'application/json': T.ExportUserScansJsonErrors[503] } };
      };
    };
  };
  '/api/scans/{id}/log-again': {
    post: {
      parameters: { path: NonNullable<T.LogScanAgainData['path']>; query?: never };
      requestBody?: { content: { 'application/json': NonNullable<T.LogScanAgainData['body']> } };
      responses: {
        201: { content: { 'application/json': T.LogScanAgainResponses[201] } };
        400: { content: { 'application/json': T.LogScanAgainErrors[400] } };
        401: { content: { 'application/json': T.LogScanAgainErrors[401] } };
        403: { content: { 'application/json': T.LogScanAgainErrors[403] } };
        404: { content: { 'application/json': T.LogScanAgainErrors[404] } };
        409: { content: { 'application/json': T.LogScanAgainErrors[409] } };
        413: { content: { 'application/json': T.LogScanAgainErrors[413] } };
        415: { content: { 'application/json': T.LogScanAgainErrors[415] } };
        429: { content: { 'application/json': T.LogScanAgainErrors[429] } };
        500: { content: { 'application/json': T.LogScanAgainErrors[500] } };
        503: { content: { 'application/json': T.LogScanAgainErrors[503] } };
      };
    };
  };
  '/api/users/{userId}/recent-foods': {
    get: {
      parameters: { path: NonNullable<T.ListRecentFoodsData['path']>; query?: never };
      requestBody?: never;
      responses: {
        200: { content: { 'application/json': T.ListRecentFoodsResponses[200] } };
        400: { content: { 'application/json': T.ListRecentFoodsErrors[400] } };
        401: { content: { 'application/json': T.ListRecentFoodsErrors[401] } };
        403: { content: { 'application/json': T.ListRecentFoodsErrors[403] } };
        500: { content: { 'application/json': T.ListRecentFoodsErrors[500] } };
        503: { content: { 'application/json': T.ListRecentFoodsErrors[503] } };
      };
    };
  };
  '/api/users/{userId}/saved-meals': {
    get: {
      parameters: { path: NonNullable<T.ListSavedMealsData['path']>; query?: never };
      requestBody?: never;
      responses: {
        200: { content: { 'application/json': T.ListSavedMealsResponses[200] } };
        400: { content: { 'application/json': T.ListSavedMealsErrors[400] } };
        401: { content: { 'application/json': T.ListSavedMealsErrors[401] } };
        403: { content: { 'application/json': T.ListSavedMealsErrors[403] } };
        429: { content: { 'application/json': T.ListSavedMealsErrors[429] } };
        500: { content: { 'application/json': T.ListSavedMealsErrors[500] } };
        503: { content: { 'application/json': T.ListSavedMealsErrors[503] } };
      };
    };
    post: {
      parameters: { path: NonNullable<T.CreateSavedMealData['path']>; query?: never };
      requestBody: { content: { 'application/json': NonNullable<T.CreateSavedMealData['body']> } };
      responses: {
        201: { content: { 'application/json': T.CreateSavedMealResponses[201] } };
        400: { content: { 'application/json': T.CreateSavedMealErrors[400] } };
        401: { content: { 'application/json': T.CreateSavedMealErrors[401] } };
        403: { content: { 'application/json': T.CreateSavedMealErrors[403] } };
        404: { content: { 'application/json': T.CreateSavedMealErrors[404] } };
        409: { content: { 'application/json': T.CreateSavedMealErrors[409] } };
        413: { content: { 'application/json': T.CreateSavedMealErrors[413] } };
        415: { content: { 'application/json': T.CreateSavedMealErrors[415] } };
        429: { content: { 'application/json': T.CreateSavedMealErrors[429] } };
        500: { content: { 'application/json': T.CreateSavedMealErrors[500] } };
        503: { content: { 'application/json': T.CreateSavedMealErrors[503] } };
      };
    };
  };
  '/api/users/{userId}/saved-meals/{mealId}': {
    patch: {
      parameters: { path: NonNullable<T.UpdateSavedMealData['path']>; query?: never };
      requestBody: { content: { 'application/json': NonNullable<T.UpdateSavedMealData['body']> } };
      responses: {
        200: { content: { 'application/json': T.UpdateSavedMealResponses[200] } };
        400: { content: { 'application/json': T.UpdateSavedMealErrors[400] } };
        401: { content: { 'application/json': T.UpdateSavedMealErrors[401] } };
        403: { content: { 'application/json': T.UpdateSavedMealErrors[403] } };
        404: { content: { 'application/json': T.UpdateSavedMealErrors[404] } };
        413: { content: { 'application/json': T.UpdateSavedMealErrors[413] } };
        415: { content: { 'application/json': T.UpdateSavedMealErrors[415] } };
        429: { content: { 'application/json': T.UpdateSavedMealErrors[429] } };
        500: { content: { 'application/json': T.UpdateSavedMealErrors[500] } };
        503: { content: { 'application/json': T.UpdateSavedMealErrors[503] } };
      };
    };
    delete: {
      parameters: { path: NonNullable<T.DeleteSavedMealData['path']>; query?: never };
      requestBody?: never;
      responses: {
        204: { content?: never };
        400: { content: { 'application/json': T.DeleteSavedMealErrors[400] } };
        401: { content: { 'application/json': T.DeleteSavedMealErrors[401] } };
        403: { content: { 'application/json': T.DeleteSavedMealErrors[403] } };
        404: { content: { 'application/json': T.DeleteSavedMealErrors[404] } };
        429: { content: { 'application/json': T.DeleteSavedMealErrors[429] } };
        500: { content: { 'application/json': T.DeleteSavedMealErrors[500] } };
        503: { content: { 'application/json': T.DeleteSavedMealErrors[503] } };
      };
    };
  };
  '/api/users/{userId}/saved-meals/{mealId}/log': {
    post: {
      parameters: { path: NonNullable<T.LogSavedMealData['path']>; query?: never };
      requestBody?: { content: { 'application/json': NonNullable<T.LogSavedMealData['body']> } };
      responses: {
        201: { content: { 'application/json': T.LogSavedMealResponses[201] } };
        400: { content: { 'application/json': T.LogSavedMealErrors[400] } };
        401: { content: { 'application/json': T.LogSavedMealErrors[401] } };
        403: { content: { 'application/json': T.LogSavedMealErrors[403] } };
        404: { content: { 'application/json': T.LogSavedMealErrors[404] } };
        413: { content: { 'application/json': T.LogSavedMealErrors[413] } };
        415: { content: { 'application/json': T.LogSavedMealErrors[415] } };
        429: { content: { 'application/json': T.LogSavedMealErrors[429] } };
        500: { content: { 'application/json': T.LogSavedMealErrors[500] } };
        503: { content: { 'application/json': T.LogSavedMealErrors[503] } };
      };
    };
  };
  '/api/users/{userId}/favourite-foods': {
    get: {
      parameters: { path: NonNullable<T.ListFavouriteFoodsData['path']>; query?: never };
      requestBody?: never;
      responses: {
        200: { content: { 'application/json': T.ListFavouriteFoodsResponses[200] } };
        400: { content: { 'application/json': T.ListFavouriteFoodsErrors[400] } };
        401: { content: { 'application/json': T.ListFavouriteFoodsErrors[401] } };
        403: { content: { 'application/json': T.ListFavouriteFoodsErrors[403] } };
        429: { content: { 'application/json': T.ListFavouriteFoodsErrors[429] } };
        500: { content: { 'application/json': T.ListFavouriteFoodsErrors[500] } };
        503: { content: { 'application/json': T.ListFavouriteFoodsErrors[503] } };
      };
    };
  };
  '/api/users/{userId}/favourite-foods/{foodId}': {
    put: {
      parameters: { path: NonNullable<T.StarFoodData['path']>; query?: never };
      requestBody?: { content: { 'application/json': NonNullable<T.StarFoodData['body']> } };
      responses: {
        200: { content: { 'application/json': T.StarFoodResponses[200] } };
        400: { content: { 'application/json': T.StarFoodErrors[400] } };
        401: { content: { 'application/json': T.StarFoodErrors[401] } };
        403: { content: { 'application/json': T.StarFoodErrors[403] } };
        404: { content: { 'application/json': T.StarFoodErrors[404] } };
        409: { content: { 'application/json': T.StarFoodErrors[409] } };
        413: { content: { 'application/json': T.StarFoodErrors[413] } };
        415: { content: { 'application/json': T.StarFoodErrors[415] } };
        429: { content: { 'application/json': T.StarFoodErrors[429] } };
        500: { content: { 'application/json': T.StarFoodErrors[500] } };
        503: { content: { 'application/json': T.StarFoodErrors[503] } };
      };
    };
    delete: {
      parameters: { path: NonNullable<T.UnstarFoodData['path']>; query?: never };
      requestBody?: never;
      responses: {
        204: { content?: never };
        400: { content: { 'application/json': T.UnstarFoodErrors[400] } };
        401: { content: { 'application/json': T.UnstarFoodErrors[401] } };
        403: { content: { 'application/json': T.UnstarFoodErrors[403] } };
        429: { content: { 'application/json': T.UnstarFoodErrors[429] } };
        500: { content: { 'application/json': T.UnstarFoodErrors[500] } };
        503: { content: { 'application/json': T.UnstarFoodErrors[503] } };
      };
    };
  };
  '/api/users/{userId}/days/{date}/log-again': {
    post: {
      parameters: { path: NonNullable<T.LogDayAgainData['path']>; query?: never };
      requestBody: { content: { 'application/json': NonNullable<T.LogDayAgainData['body']> } };
      responses: {
        201: { content: { 'application/json': T.LogDayAgainResponses[201] } };
        400: { content: { 'application/json': T.LogDayAgainErrors[400] } };
        401: { content: { 'application/json': T.LogDayAgainErrors[401] } };
        403: { content: { 'application/json': T.LogDayAgainErrors[403] } };
        409: { content: { 'application/json': T.LogDayAgainErrors[409] } };
        413: { content: { 'application/json': T.LogDayAgainErrors[413] } };
        415: { content: { 'application/json': T.LogDayAgainErrors[415] } };
        429: { content: { 'application/json': T.LogDayAgainErrors[429] } };
        500: { content: { 'application/json': T.LogDayAgainErrors[500] } };
        503: { content: { 'application/json': T.LogDayAgainErrors[503] } };
      };
    };
  };
  '/api/users/{userId}/goals': {
    get: {
      parameters: { path: NonNullable<T.GetGoalsData['path']>; query?: never };
      requestBody?: never;
      responses: {
        200: { content: { 'application/json': T.GetGoalsResponses[200] } };
        400: { content: { 'application/json': T.GetGoalsErrors[400] } };
        401: { content: { 'application/json': T.GetGoalsErrors[401] } };
        403: { content: { 'application/json': T.GetGoalsErrors[403] } };
        500: { content: { 'application/json': T.GetGoalsErrors[500] } };
        503: { content: { 'application/json': T.GetGoalsErrors[503] } };
      };
    };
    put: {
      parameters: { path: NonNullable<T.UpdateGoalsData['path']>; query?: never };
      requestBody: { content: { 'application/json': NonNullable<T.UpdateGoalsData['body']> } };
      responses: {
        200: { content: { 'application/json': T.UpdateGoalsResponses[200] } };
        400: { content: { 'application/json': T.UpdateGoalsErrors[400] } };
        401: { content: { 'application/json': T.UpdateGoalsErrors[401] } };
        403: { content: { 'application/json': T.UpdateGoalsErrors[403] } };
        413: { content: { 'application/json': T.UpdateGoalsErrors[413] } };
        415: { content: { 'application/json': T.UpdateGoalsErrors[415] } };
        429: { content: { 'application/json': T.UpdateGoalsErrors[429] } };
        500: { content: { 'application/json': T.UpdateGoalsErrors[500] } };
        503: { content: { 'application/json': T.UpdateGoalsErrors[503] } };
      };
    };
  };
  '/api/users/{userId}/days': {
    get: {
      parameters: { path: NonNullable<T.ListDaysData['path']>; query: NonNullable<T.ListDaysData['query']> };
      requestBody?: never;
      responses: {
        200: { content: { 'application/json': T.ListDaysResponses[200] } };
        400: { content: { 'application/json': T.ListDaysErrors[400] } };
        401: { content: { 'application/json': T.ListDaysErrors[401] } };
        403: { content: { 'application/json': T.ListDaysErrors[403] } };
        500: { content: { 'application/json': T.ListDaysErrors[500] } };
        503: { content: { 'application/json': T.ListDaysErrors[503] } };
      };
    };
  };
  '/api/users/{userId}/log-summary': {
    get: {
      parameters: { path: NonNullable<T.GetLogSummaryData['path']>; query: NonNullable<T.GetLogSummaryData['query']> };
      requestBody?: never;
      responses: {
        200: { content: { 'application/json': T.GetLogSummaryResponses[200] } };
        400: { content: { 'application/json': T.GetLogSummaryErrors[400] } };
        401: { content: { 'application/json': T.GetLogSummaryErrors[401] } };
        403: { content: { 'application/json': T.GetLogSummaryErrors[403] } };
        500: { content: { 'application/json': T.GetLogSummaryErrors[500] } };
        503: { content: { 'application/json': T.GetLogSummaryErrors[503] } };
      };
    };
  };
  '/api/users/{userId}/imports': {
    post: {
      parameters: { path: NonNullable<T.ImportHistoryData['path']>; query: NonNullable<T.ImportHistoryData['query']> };
      requestBody: { content: { 'multipart/form-data': NonNullable<T.ImportHistoryData['body']> } };
      responses: {
        200: { content: { 'application/json': T.ImportHistoryResponses[200] } };
        400: { content: { 'application/json': T.ImportHistoryErrors[400] } };
        401: { content: { 'application/json': T.ImportHistoryErrors[401] } };
        403: { content: { 'application/json': T.ImportHistoryErrors[403] } };
        413: { content: { 'application/json': T.ImportHistoryErrors[413] } };
        415: { content: { 'application/json': T.ImportHistoryErrors[415] } };
        429: { content: { 'application/json': T.ImportHistoryErrors[429] } };
        500: { content: { 'application/json': T.ImportHistoryErrors[500] } };
        503: { content: { 'application/json': T.ImportHistoryErrors[503] } };
      };
    };
  };
  '/api/training/upload': {
    post: {
      parameters: { path?: never; query?: never };
      requestBody: { content: { 'multipart/form-data': NonNullable<T.UploadTrainingImageData['body']> } };
      responses: {
        201: { content: { 'application/json': T.UploadTrainingImageResponses[201] } };
        400: { content: { 'application/json': T.UploadTrainingImageErrors[400] } };
        401: { content: { 'application/json': T.UploadTrainingImageErrors[401] } };
        403: { content: { 'application/json': T.UploadTrainingImageErrors[403] } };
        413: { content: { 'application/json': T.UploadTrainingImageErrors[413] } };
        415: { content: { 'application/json': T.UploadTrainingImageErrors[415] } };
        429: { content: { 'application/json': T.UploadTrainingImageErrors[429] } };
        500: { content: { 'application/json': T.UploadTrainingImageErrors[500] } };
        503: { content: { 'application/json': T.UploadTrainingImageErrors[503] } };
      };
    };
  };
  '/api/training/images/{id}': {
    get: {
      parameters: { path: NonNullable<T.GetTrainingImageData['path']>; query: NonNullable<T.GetTrainingImageData['query']> };
      requestBody?: never;
      responses: {
        200: { content: { 'image/jpeg': T.GetTrainingImageResponses[200] } };
        400: { content: { 'application/json': T.GetTrainingImageErrors[400] } };
        401: { content: { 'application/json': T.GetTrainingImageErrors[401] } };
        404: { content: { 'application/json': T.GetTrainingImageErrors[404] } };
        500: { content: { 'application/json': T.GetTrainingImageErrors[500] } };
        503: { content: { 'application/json': T.GetTrainingImageErrors[503] } };
      };
    };
    delete: {
      parameters: { path: NonNullable<T.DeleteTrainingImageData['path']>; query?: never };
      requestBody?: never;
      responses: {
        204: { content?: never };
        400: { content: { 'application/json': T.DeleteTrainingImageErrors[400] } };
        401: { content: { 'application/json': T.DeleteTrainingImageErrors[401] } };
        403: { content: { 'application/json': T.DeleteTrainingImageErrors[403] } };
        404: { content: { 'application/json': T.DeleteTrainingImageErrors[404] } };
        429: { content: { 'application/json': T.DeleteTrainingImageErrors[429] } };
        500: { content: { 'application/json': T.DeleteTrainingImageErrors[500] } };
        503: { content: { 'application/json': T.DeleteTrainingImageErrors[503] } };
      };
    };
  };
  '/api/users/{userId}/training/images': {
    get: {
      parameters: { path: NonNullable<T.ListTrainingImagesData['path']>; query?: never };
      requestBody?: never;
      responses: {
        200: { content: { 'application/json': T.ListTrainingImagesResponses[200] } };
        400: { content: { 'application/json': T.ListTrainingImagesErrors[400] } };
        401: { content: { 'application/json': T.ListTrainingImagesErrors[401] } };
        403: { content: { 'application/json': T.ListTrainingImagesErrors[403] } };
        500: { content: { 'application/json': T.ListTrainingImagesErrors[500] } };
        503: { content: { 'application/json': T.ListTrainingImagesErrors[503] } };
      };
    };
  };
  '/api/users/{userId}/training/counts': {
    get: {
      parameters: { path: NonNullable<T.GetTrainingCountsData['path']>; query?: never };
      requestBody?: never;
      responses: {
        200: { content: { 'application/json': T.GetTrainingCountsResponses[200] } };
        400: { content: { 'application/json': T.GetTrainingCountsErrors[400] } };
        401: { content: { 'application/json': T.GetTrainingCountsErrors[401] } };
        403: { content: { 'application/json': T.GetTrainingCountsErrors[403] } };
        500: { content: { 'application/json': T.GetTrainingCountsErrors[500] } };
        503: { content: { 'application/json': T.GetTrainingCountsErrors[503] } };
      };
    };
  };
  '/api/users/{userId}/notification-preferences': {
    get: {
      parameters: { path: NonNullable<T.GetNotificationPreferencesData['path']>; query?: never };
      requestBody?: never;
      responses: {
        200: { content: { 'application/json': T.GetNotificationPreferencesResponses[200] } };
        400: { content: { 'application/json': T.GetNotificationPreferencesErrors[400] } };
        401: { content: { 'application/json': T.GetNotificationPreferencesErrors[401] } };
        403: { content: { 'application/json': T.GetNotificationPreferencesErrors[403] } };
        500: { content: { 'application/json': T.GetNotificationPreferencesErrors[500] } };
        503: { content: { 'application/json': T.GetNotificationPreferencesErrors[503] } };
      };
    };
    put: {
      parameters: { path: NonNullable<T.UpdateNotificationPreferencesData['path']>; query?: never };
      requestBody: { content: { 'application/json': NonNullable<T.UpdateNotificationPreferencesData['body']> } };
      responses: {
        200: { content: { 'application/json': T.UpdateNotificationPreferencesResponses[200] } };
        400: { content: { 'application/json': T.UpdateNotificationPreferencesErrors[400] } };
        401: { content: { 'application/json': T.UpdateNotificationPreferencesErrors[401] } };
        403: { content: { 'application/json': T.UpdateNotificationPreferencesErrors[403] } };
        413: { content: { 'application/json': T.UpdateNotificationPreferencesErrors[413] } };
        415: { content: { 'application/json': T.UpdateNotificationPreferencesErrors[415] } };
        429: { content: { 'application/json': T.UpdateNotificationPreferencesErrors[429] } };
        500: { content: { 'application/json': T.UpdateNotificationPreferencesErrors[500] } };
        503: { content: { 'application/json': T.UpdateNotificationPreferencesErrors[503] } };
      };
    };
  };
  '/api/users/{userId}/display-preferences': {
    get: {
      parameters: { path: NonNullable<T.GetDisplayPreferencesData['path']>; query?: never };
      requestBody?: never;
      responses: {
        200: { content: { 'application/json': T.GetDisplayPreferencesResponses[200] } };
        400: { content: { 'application/json': T.GetDisplayPreferencesErrors[400] } };
        401: { content: { 'application/json': T.GetDisplayPreferencesErrors[401] } };
        403: { content: { 'application/json': T.GetDisplayPreferencesErrors[403] } };
        500: { content: { 'application/json': T.GetDisplayPreferencesErrors[500] } };
        503: { content: { 'application/json': T.GetDisplayPreferencesErrors[503] } };
      };
    };
    put: {
      parameters: { path: NonNullable<T.UpdateDisplayPreferencesData['path']>; query?: never };
      requestBody: { content: { 'application/json': NonNullable<T.UpdateDisplayPreferencesData['body']> } };
      responses: {
        200: { content: { 'application/json': T.UpdateDisplayPreferencesResponses[200] } };
        400: { content: { 'application/json': T.UpdateDisplayPreferencesErrors[400] } };
        401: { content: { 'application/json': T.UpdateDisplayPreferencesErrors[401] } };
        403: { content: { 'application/json': T.UpdateDisplayPreferencesErrors[403] } };
        413: { content: { 'application/json': T.UpdateDisplayPreferencesErrors[413] } };
        415: { content: { 'application/json': T.UpdateDisplayPreferencesErrors[415] } };
        429: { content: { 'application/json': T.UpdateDisplayPreferencesErrors[429] } };
        500: { content: { 'application/json': T.UpdateDisplayPreferencesErrors[500] } };
        503: { content: { 'application/json': T.UpdateDisplayPreferencesErrors[503] } };
      };
    };
  };
  '/api/users/{userId}/export.zip': {
    get: {
      parameters: { path: NonNullable<T.ExportAccountZipData['path']>; query: NonNullable<T.ExportAccountZipData['query']> };
      requestBody?: never;
      responses: {
        200: { content: { 'application/zip': T.ExportAccountZipResponses[200] } };
        400: { content: { 'application/json': T.ExportAccountZipErrors[400] } };
        401: { content: { 'application/json': T.ExportAccountZipErrors[401] } };
        403: { content: { 'application/json': T.ExportAccountZipErrors[403] } };
        429: { content: { 'application/json': T.ExportAccountZipErrors[429] } };
        500: { content: { 'application/json': T.ExportAccountZipErrors[500] } };
        503: { content: { 'application/json': T.ExportAccountZipErrors[503] } };
      };
    };
  };
  '/api/users/{userId}': {
    delete: {
      parameters: { path: NonNullable<T.DeleteAccountData['path']>; query?: never };
      requestBody: { content: { 'application/json': NonNullable<T.DeleteAccountData['body']> } };
      responses: {
        204: { content?: never };
        400: { content: { 'application/json': T.DeleteAccountErrors[400] } };
        401: { content: { 'application/json': T.DeleteAccountErrors[401] } };
        403: { content: { 'application/json': T.DeleteAccountErrors[403] } };
        413: { content: { 'application/json': T.DeleteAccountErrors[413] } };
        415: { content: { 'application/json': T.DeleteAccountErrors[415] } };
        429: { content: { 'application/json': T.DeleteAccountErrors[429] } };
        500: { content: { 'application/json': T.DeleteAccountErrors[500] } };
        503: { content: { 'application/json': T.DeleteAccountErrors[503] } };
      };
    };
  };
  '/api/foods/search': {
    get: {
      parameters: { path?: never; query: NonNullable<T.SearchFoodsData['query']> };
      requestBody?: never;
      responses: {
        200: { content: { 'application/json': T.SearchFoodsResponses[200] } };
        400: { content: { 'application/json': T.SearchFoodsErrors[400] } };
        401: { content: { 'application/json': T.SearchFoodsErrors[401] } };
        429: { content: { 'application/json': T.SearchFoodsErrors[429] } };
        500: { content: { 'application/json': T.SearchFoodsErrors[500] } };
        503: { content: { 'application/json': T.SearchFoodsErrors[503] } };
      };
    };
  };
  '/api/foods/parse': {
    post: {
      parameters: { path?: never; query?: never };
      requestBody: { content: { 'application/json': NonNullable<T.ParseFoodsData['body']> } };
      responses: {
        200: { content: { 'application/json': T.ParseFoodsResponses[200] } };
        400: { content: { 'application/json': T.ParseFoodsErrors[400] } };
        401: { content: { 'application/json': T.ParseFoodsErrors[401] } };
        403: { content: { 'application/json': T.ParseFoodsErrors[403] } };
        413: { content: { 'application/json': T.ParseFoodsErrors[413] } };
        415: { content: { 'application/json': T.ParseFoodsErrors[415] } };
        429: { content: { 'application/json': T.ParseFoodsErrors[429] } };
        500: { content: { 'application/json': T.ParseFoodsErrors[500] } };
        503: { content: { 'application/json': T.ParseFoodsErrors[503] } };
      };
    };
  };
  '/api/foods/{id}/nutrition': {
    get: {
      parameters: { path: NonNullable<T.GetFoodNutritionData['path']>; query?: never };
      requestBody?: never;
      responses: {
        200: { content: { 'application/json': T.GetFoodNutritionResponses[200] } };
        400: { content: { 'application/json': T.GetFoodNutritionErrors[400] } };
        401: { content: { 'application/json': T.GetFoodNutritionErrors[401] } };
        404: { content: { 'application/json': T.GetFoodNutritionErrors[404] } };
        500: { content: { 'application/json': T.GetFoodNutritionErrors[500] } };
        503: { content: { 'application/json': T.GetFoodNutritionErrors[503] } };
      };
    };
  };
  '/api/barcodes/{code}': {
    get: {
      parameters: { path: NonNullable<T.GetFoodByBarcodeData['path']>; query?: never };
      requestBody?: never;
      responses: {
        200: { content: { 'application/json': T.GetFoodByBarcodeResponses[200] } };
        400: { content: { 'application/json': T.GetFoodByBarcodeErrors[400] } };
        401: { content: { 'application/json': T.GetFoodByBarcodeErrors[401] } };
        404: { content: { 'application/json': T.GetFoodByBarcodeErrors[404] } };
        500: { content: { 'application/json': T.GetFoodByBarcodeErrors[500] } };
        503: { content: { 'application/json': T.GetFoodByBarcodeErrors[503] } };
      };
    };
  };
  '/api/recognition/status': {
    get: {
      parameters: { path?: never; query?: never };
      requestBody?: never;
      responses: {
        200: { content: { 'application/json': T.GetRecognitionStatusResponses[200] } };
        401: { content: { 'application/json': T.GetRecognitionStatusErrors[401] } };
        500: { content: { 'application/json': T.GetRecognitionStatusErrors[500] } };
        503: { content: { 'application/json': T.GetRecognitionStatusErrors[503] } };
      };
    };
  };
  '/api/recognition/search': {
    get: {
      parameters: { path?: never; query: NonNullable<T.SearchRecognitionFoodsData['query']> };
      requestBody?: never;
      responses: {
        200: { content: { 'application/json': T.SearchRecognitionFoodsResponses[200] } };
        400: { content: { 'application/json': T.SearchRecognitionFoodsErrors[400] } };
        401: { content: { 'application/json': T.SearchRecognitionFoodsErrors[401] } };
        429: { content: { 'application/json': T.SearchRecognitionFoodsErrors[429] } };
        500: { content: { 'application/json': T.SearchRecognitionFoodsErrors[500] } };
        503: { content: { 'application/json': T.SearchRecognitionFoodsErrors[503] } };
      };
    };
  };
  '/api/recognition/recognize': {
    post: {
      parameters: { path?: never; query?: never };
      requestBody: { content: { 'multipart/form-data': NonNullable<T.RecognizeFoodData['body']> } };
      responses: {
        200: { content: { 'application/json': T.RecognizeFoodResponses[200] } };
        400: { content: { 'application/json': T.RecognizeFoodErrors[400] } };
        401: { content: { 'application/json': T.RecognizeFoodErrors[401] } };
        403: { content: { 'application/json': T.RecognizeFoodErrors[403] } };
        413: { content: { 'application/json': T.RecognizeFoodErrors[413] } };
        415: { content: { 'application/json': T.RecognizeFoodErrors[415] } };
        429: { content: { 'application/json': T.RecognizeFoodErrors[429] } };
        500: { content: { 'application/json': T.RecognizeFoodErrors[500] } };
        503: { content: { 'application/json': T.RecognizeFoodErrors[503] } };
      };
    };
  };
  '/api/passio/status': {
    get: {
      parameters: { path?: never; query?: never };
      requestBody?: never;
      responses: {
        200: { content: { 'application/json': T.GetRecognitionStatusPassioAliasResponses[200] } };
        401: { content: { 'application/json': T.GetRecognitionStatusPassioAliasErrors[401] } };
        500: { content: { 'application/json': T.GetRecognitionStatusPassioAliasErrors[500] } };
        503: { content: { 'application/json': T.GetRecognitionStatusPassioAliasErrors[503] } };
      };
    };
  };
  '/api/passio/search': {
    get: {
      parameters: { path?: never; query: NonNullable<T.SearchRecognitionFoodsPassioAliasData['query']> };
      requestBody?: never;
      responses: {
        200: { content: { 'application/json': T.SearchRecognitionFoodsPassioAliasResponses[200] } };
        400: { content: { 'application/json': T.SearchRecognitionFoodsPassioAliasErrors[400] } };
        401: { content: { 'application/json': T.SearchRecognitionFoodsPassioAliasErrors[401] } };
        429: { content: { 'application/json': T.SearchRecognitionFoodsPassioAliasErrors[429] } };
        500: { content: { 'application/json': T.SearchRecognitionFoodsPassioAliasErrors[500] } };
        503: { content: { 'application/json': T.SearchRecognitionFoodsPassioAliasErrors[503] } };
      };
    };
  };
  '/api/passio/recognize': {
    post: {
      parameters: { path?: never; query?: never };
      requestBody: { content: { 'multipart/form-data': NonNullable<T.RecognizeFoodPassioAliasData['body']> } };
      responses: {
        200: { content: { 'application/json': T.RecognizeFoodPassioAliasResponses[200] } };
        400: { content: { 'application/json': T.RecognizeFoodPassioAliasErrors[400] } };
        401: { content: { 'application/json': T.RecognizeFoodPassioAliasErrors[401] } };
        403: { content: { 'application/json': T.RecognizeFoodPassioAliasErrors[403] } };
        413: { content: { 'application/json': T.RecognizeFoodPassioAliasErrors[413] } };
        415: { content: { 'application/json': T.RecognizeFoodPassioAliasErrors[415] } };
        429: { content: { 'application/json': T.RecognizeFoodPassioAliasErrors[429] } };
        500: { content: { 'application/json': T.RecognizeFoodPassioAliasErrors[500] } };
        503: { content: { 'application/json': T.RecognizeFoodPassioAliasErrors[503] } };
      };
    };
  };
}
