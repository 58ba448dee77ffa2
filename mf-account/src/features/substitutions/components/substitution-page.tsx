import type { RoutePageProps } from '@dukkan/contracts';
import { SubstitutionAnswerPage } from './substitution-answer-page';
import { SubstitutionSuccessPage } from './substitution-success-page';

/** `substitution/{id}` (the answer) and `substitution/{id}/success` (what the store received). */
export function SubstitutionPage({ routeId, params = {} }: Partial<RoutePageProps>) {
  const number = params.id ?? '';
  return routeId === 'substitution-success' ? (
    <SubstitutionSuccessPage number={number} />
  ) : (
    <SubstitutionAnswerPage number={number} />
  );
}
