import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/lib/i18n/intl';
import type { ItemAmount } from '@/lib/scans/item-rows';
import { renderWithProviders } from '@/testing/render';
import { ItemAmountFields } from './item-amount-fields';

/** The fields over an amount held as the editor holds it, with every amount stored kept. */
function Harness({ initial, stored }: { initial: ItemAmount; stored: ItemAmount[] }) {
  const [amount, setAmount] = useState(initial);
  return (
    <ItemAmountFields
      amount={amount}
      portions={[{ label: '1 cup', grams: 158 }]}
      onChange={(next) => {
        stored.push(next);
        setAmount(next);
      }}
    />
  );
}

describe('the amount fields', () => {
  it('take ounces on a US phone and store grams: 5 oz is 141.7 g, shown again as 5 oz', async () => {
    const stored: ItemAmount[] = [];
    renderWithProviders(<Harness initial={{ kind: 'grams', grams: 100 }} stored={stored} />, {
      deviceLocales: ['en-US'],
    });
    const ounces = await screen.findByRole('spinbutton', { name: 'Ounces' });
    expect(ounces).toHaveValue(3.53);
    await userEvent.clear(ounces);
    await userEvent.type(ounces, '5');
    expect(stored.at(-1)).toEqual({ kind: 'grams', grams: 141.7 });
    expect(ounces).toHaveValue(5);
    expect(screen.getByRole('combobox', { name: 'Portion' })).toHaveDisplayValue('ounces');
    expect(screen.getByRole('option', { name: '1 cup (5.6 oz)' })).toBeInTheDocument();
  });

  it("say the weight's limits in the reader's unit", async () => {
    renderWithProviders(<Harness initial={{ kind: 'grams', grams: 9000 }} stored={[]} />, {
      deviceLocales: ['en-US'],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter between 0.04 and 176 oz.');
  });

  it('speak German in grams', async () => {
    await loadMessages('de');
    renderWithProviders(
      <Harness initial={{ kind: 'portion', label: '1 cup', grams: 158, quantity: 0 }} stored={[]} />,
      {
        deviceLocales: ['de-DE'],
      },
    );
    expect(await screen.findByRole('spinbutton', { name: 'Wie viele' })).toHaveValue(0);
    expect(screen.getByRole('alert')).toHaveTextContent('Gib an, wie viele – mehr als 0.');
    expect(screen.getByRole('option', { name: 'Gramm' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '1 cup (158 g)' })).toBeInTheDocument();
  });
});
