import type { TranslatedLanguage } from '../foods/builtin-foods';

/**
 * The ultra-processing markers (`novaMarkers`) that the built-in foods' ingredient lists contain,
 * in Spanish and German: a scan's additives as readers of those languages see them. A marker read
 * from elsewhere (an imported food's label, a recognizer) is shown as its source wrote it.
 */
const ADDITIVE_NAMES: Record<string, Record<TranslatedLanguage, string>> = {
  'acesulfame k': { es: 'acesulfamo K', de: 'Acesulfam K' },
  aspartame: { es: 'aspartamo', de: 'Aspartam' },
  carrageenan: { es: 'carragenano', de: 'Carrageen' },
  colour: { es: 'colorante', de: 'Farbstoff' },
  dextrose: { es: 'dextrosa', de: 'Traubenzucker' },
  emulsifier: { es: 'emulgente', de: 'Emulgator' },
  'flavour enhancer': { es: 'potenciador del sabor', de: 'Geschmacksverstärker' },
  flavouring: { es: 'aroma', de: 'Aroma' },
  humectant: { es: 'humectante', de: 'Feuchthaltemittel' },
  lecithin: { es: 'lecitina', de: 'Lecithin' },
  'malt flavouring': { es: 'aroma de malta', de: 'Malzaroma' },
  maltodextrin: { es: 'maltodextrina', de: 'Maltodextrin' },
  'milk protein isolate': { es: 'aislado de proteína de leche', de: 'Milcheiweißisolat' },
  'modified corn starch': { es: 'almidón de maíz modificado', de: 'modifizierte Maisstärke' },
  'modified starch': { es: 'almidón modificado', de: 'modifizierte Stärke' },
  'monosodium glutamate': { es: 'glutamato monosódico', de: 'Mononatriumglutamat' },
  'soy protein isolate': { es: 'aislado de proteína de soja', de: 'Sojaproteinisolat' },
  sweetener: { es: 'edulcorante', de: 'Süßungsmittel' },
  'whey protein': { es: 'proteína de suero', de: 'Molkenprotein' },
  'whey protein concentrate': { es: 'concentrado de proteína de suero', de: 'Molkenproteinkonzentrat' },
  'xanthan gum': { es: 'goma xantana', de: 'Xanthan' },
};

/** An additive (a marker as `novaMarkers` gives it) in `language`, or as it is when not known. */
export function additiveInLanguage(marker: string, language: TranslatedLanguage | 'en'): string {
  if (language === 'en') return marker;
  return ADDITIVE_NAMES[marker.toLowerCase()]?.[language] ?? marker;
}
