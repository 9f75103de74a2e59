import bowlTall from './bowl-9x16.jpg';
import platePortrait from './plate-3x4.jpg';
import toastLandscape from './toast-4x3.jpg';

/**
 * Food photos at the shapes phones take, rendered by `scripts/render-fixture-photos.ts`: a plate
 * at 3:4 (the camera's own portrait), a bowl at 9:16 (full screen) and a toast at 4:3 landscape.
 * Screens that crop a photo (the result's hero, History's and Training's thumbnails) show these.
 */
export const fixturePhotos = { platePortrait, bowlTall, toastLandscape } as const;

export type FixturePhoto = keyof typeof fixturePhotos;

/** One of the photos as a picked file, for stories and browser tests that upload it. */
export async function fixturePhotoFile(photo: FixturePhoto, name = 'lunch.jpg'): Promise<File> {
  const blob = await (await fetch(fixturePhotos[photo])).blob();
  return new File([blob], name, { type: 'image/jpeg' });
}
