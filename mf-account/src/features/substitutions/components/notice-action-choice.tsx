import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { NOTICE_ACTIONS } from '../substitution-choices';
import type { NoticeAction } from '../substitution-choices';
import { itemCard, option, options } from './substitution-styles';

interface NoticeActionChoiceProps {
  value: NoticeAction | null;
  onChange: (action: NoticeAction) => void;
  disabled: boolean;
}

/** How the store reaches the customer if another item turns out missing (the item notice action). */
export function NoticeActionChoice({ value, onChange, disabled }: NoticeActionChoiceProps) {
  const { t } = useTranslation(NS);
  const group = useId();
  return (
    <fieldset css={itemCard}>
      <legend>{t('substitution.noticeTitle')}</legend>
      <div css={options}>
        {NOTICE_ACTIONS.map((action) => (
          <label key={action} htmlFor={`${group}-${action}`} css={option}>
            <input
              id={`${group}-${action}`}
              type="radio"
              name={group}
              disabled={disabled}
              checked={value === action}
              onChange={() => onChange(action)}
            />
            <span>{t(`substitution.notice.${action}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
