import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFormatters } from '@/lib/i18n/format';
import { loadMessages, makeIntl } from '@/lib/i18n/intl';
import { messages as english } from '@/lib/i18n/messages/en';
import { renderWithProviders } from '@/testing/render';
import { NutritionDemoScreen } from './components/nutrition-demo-screen';
import { SAMPLE_FOODS, toNutritionalInfo } from './sample-foods';

const METRIC = { energy: 'kcal', mass: 'g', volume: 'ml', body: 'metric' } as const;

describe('nutrition demo', () => {
  it('maps every sample to the dashboard shape with units', () => {
    const intl = makeIntl('en', english);
    const apple = toNutritionalInfo(SAMPLE_FOODS[0]!, intl, createFormatters(intl, METRIC));
    expect(apple).toMatchObject({
      calories: 95,
      servingSize: '1 medium (182 g)',
      totalFat: '0.3 g',
      sodium: '2 mg',
      dietaryFiber: '4.4 g',
      healthMetrics: { healthScore: 92, nutritionGrade: 'A', benefits: expect.arrayContaining(['High in fibre']) },
    });
    expect(SAMPLE_FOODS.map((food) => food.id)).toEqual(['apple', 'cookie', 'salmon', 'salad']);
  });

  // The dashboard reads `nutritionData`; data passed under another name would leave every tab saying 'no data'.
  it('shows a real dashboard on every tab', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NutritionDemoScreen />, { path: '/nutrition-demo' });
    for (const food of SAMPLE_FOODS) {
      await user.click(await screen.findByRole('tab', { name: english[food.shortName] }));
      const panel = within(screen.getByRole('tabpanel'));
      expect(panel.queryByText('No nutrition figures yet')).toBeNull();
      expect(panel.getByRole('progressbar', { name: 'Health score' })).toHaveAttribute(
        'aria-valuenow',
        String(food.healthScore),
      );
      // Nutri-Score's letters: the API's F is shown as E.
      expect(panel.getByRole('img', { name: new RegExp(`^Grade ${food.grade}:`) })).toBeInTheDocument();
    }
  });

  it('reads in German: the sample, its serving and the colour guide', async () => {
    await loadMessages('de');
    renderWithProviders(<NutritionDemoScreen />, { path: '/nutrition-demo', deviceLocales: ['de-DE'] });
    const panel = within(await screen.findByRole('tabpanel'));
    expect(panel.getByRole('heading', { name: 'Apfel' })).toBeInTheDocument();
    expect(panel.getAllByText('1 mittelgroßer (182 g)')[0]).toBeInTheDocument();
    expect(panel.getByText('Vitamin C, Vitamin K, Kalium')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Farbleitfaden/ })).toBeInTheDocument();
  });

  it('writes the serving in ounces and energy in kcal on a US device', async () => {
    renderWithProviders(<NutritionDemoScreen />, { path: '/nutrition-demo', deviceLocales: ['en-US'] });
    const panel = within(await screen.findByRole('tabpanel'));
    expect(panel.getAllByText('1 medium (6.4 oz)')[0]).toBeInTheDocument();
    expect(panel.getAllByText('95 kcal')[0]).toBeInTheDocument();
  });
});
