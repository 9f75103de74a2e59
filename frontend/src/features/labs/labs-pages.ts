import { Cpu, ScanSearch, Search, Sparkles, type LucideIcon } from 'lucide-react';
import type { MessageId } from '@/lib/i18n/intl';

export interface LabsPage {
  to: string;
  title: MessageId;
  /** One line: what the page lets you try. */
  text: MessageId;
  icon: LucideIcon;
}

/** The developer pages, each with what it is for. None of them changes the user's history. */
export const LABS_PAGES: readonly LabsPage[] = [
  {
    to: '/nutrition-demo',
    title: 'labs.nutritionDemo.title',
    text: 'labs.nutritionDemo.text',
    icon: Sparkles,
  },
  {
    to: '/food-search',
    title: 'labs.foodSearch.title',
    text: 'labs.foodSearch.text',
    icon: Search,
  },
  {
    to: '/recognition-engine-test',
    title: 'labs.recognitionTest.title',
    text: 'labs.recognitionTest.text',
    icon: ScanSearch,
  },
  {
    to: '/on-device-model-test',
    title: 'labs.modelTest.title',
    text: 'labs.modelTest.text',
    icon: Cpu,
  },
];
