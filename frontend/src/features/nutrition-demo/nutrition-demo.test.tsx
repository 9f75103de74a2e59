import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NutritionDemoScreen } from './components/nutrition-demo-screen';
import { SAMPLE_FOODS, toNutritionalInfo } from './sample-foods';

describe('nutrition demo', () => {
  it('maps every sample to the dashboard shape with units', () => {
    const apple = toNutritionalInfo(SAMPLE_FOODS[0]!);
    expect(apple).toMatchObject({
      calories: 95,
      totalFat: '0.3 g',
      sodium: '2 mg',
      dietaryFiber: '4.4 g',
      healthMetrics: { healthScore: 92, nutritionGrade: 'A' },
    });
    expect(SAMPLE_FOODS.map((food) => food.id)).toEqual(['apple', 'cookie', 'salmon', 'salad']);
  });

  // The dashboard reads `nutritionData`; data passed under another name would leave every tab saying 'no data'.
  it('shows a real dashboard on every tab', async () => {
    const user = userEvent.setup();
    render(<NutritionDemoScreen />);
    for (const food of SAMPLE_FOODS) {
      await user.click(screen.getByRole('tab', { name: food.shortName }));
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
});
