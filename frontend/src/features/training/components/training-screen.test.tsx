import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TrainingImage } from '@/client';
import { loadMessages } from '@/lib/i18n/intl';
import { demoUser } from '@/testing/mocks/fixtures';
import { demoReferences, trainingApi } from '@/testing/mocks/handlers/training';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/render';
import { TrainingScreen } from './training-screen';

const apple = demoReferences.find((image) => image.label === 'Apple')!;
/** Banana once, Apple three times, Dark chocolate once, and a bakery photo with no food name. */
const references: TrainingImage[] = [
  ...demoReferences,
  { ...apple, id: 'reference-apple-2' },
  { ...apple, id: 'reference-apple-3' },
  { ...apple, id: 'reference-bread', category: 'bakery', label: null },
];

const renderTraining = (deviceLocales: readonly string[]) => {
  server.use(...trainingApi(references));
  return renderWithProviders(<TrainingScreen userId={demoUser.id} />, { path: '/training', deviceLocales });
};

const foodHeading = (name: string) => screen.getByRole('heading', { level: 4, name: new RegExp(`^${name} `) });

describe('TrainingScreen in other languages', () => {
  it('reads in German: headings, categories, counts in the plural and a nameless photo under its category', async () => {
    await loadMessages('de');
    renderTraining(['de-DE']);
    expect(screen.getByRole('heading', { name: 'Training der Lebensmittelerkennung' })).toBeInTheDocument();
    expect(await screen.findByText('6 Referenzfotos gespeichert')).toBeInTheDocument();
    const add = within(screen.getByRole('region', { name: 'Referenzfotos hinzufügen' }));
    const categories = within(add.getByRole('group', { name: 'Kategorie' })).getAllByRole('radio');
    expect(categories[0]!.closest('label')).toHaveTextContent(/^Vorrat & Trockenware/);
    expect(add.getByRole('button', { name: 'Ein Foto für Vorrat & Trockenware aufnehmen' })).toBeEnabled();
    expect(add.getByText('0 in dieser Sitzung hochgeladen')).toBeInTheDocument();

    await userEvent.click(add.getByRole('radio', { name: /Milchprodukte & Eier/ }));
    expect(add.getByText('Milch, Käse, Joghurt, Butter und Eier.')).toBeInTheDocument();

    const foods = within(screen.getByRole('region', { name: 'Deine Lebensmittel' }));
    await foods.findByRole('list', { name: 'Fotos von Apple' });
    expect(foodHeading('Apple')).toHaveTextContent('3 Fotos');
    expect(foodHeading('Banana')).toHaveTextContent('1 Foto');
    expect(foods.getByText('aus einer Korrektur')).toBeInTheDocument();
    expect(foods.getByRole('list', { name: 'Fotos von Backwaren' })).toBeInTheDocument();
    expect(foods.getByRole('button', { name: 'Dieses Foto von Banana entfernen' })).toBeInTheDocument();
  });

  it('counts photos in Spanish: 1 foto, 3 fotos', async () => {
    await loadMessages('es');
    renderTraining(['es-ES']);
    expect(await screen.findByText('6 fotos de referencia guardadas')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Fotos de Apple' });
    expect(foodHeading('Apple')).toHaveTextContent('3 fotos');
    expect(foodHeading('Banana')).toHaveTextContent('1 foto');
    expect(screen.getByRole('list', { name: 'Fotos de Panadería' })).toBeInTheDocument();
  });
});
