import { useId } from 'react';
import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Spinner, buttonStyles, focusRing, visuallyHidden } from '@dukkan/contracts';
import { NS } from '../../../i18n';
import { ChevronIcon, TrashIcon } from '../../../shared/components/icons';
import { useCompareTray } from '../hooks/use-compare-tray';
import { CompareSlider } from './compare-slider';

/** Height of the shell's mobile bar, which the tray sits on below 768 px. */
const MOBILE_BAR = 64;

const tray = (theme: Theme) => css`
  position: sticky;
  inset-block-end: ${MOBILE_BAR}px;
  z-index: ${theme.zIndex.sticky};
  background: ${theme.colors.background};
  border-block-start: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadows.bar};
  ${theme.mq.sm} {
    inset-block-end: 0;
  }
`;

const inner = (theme: Theme) => css`
  max-inline-size: ${theme.container.maxWidth};
  margin-inline: auto;
  padding-inline: ${theme.space.md};
`;

const bar = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  padding-block: ${theme.space.sm};
`;

const toggleButton = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  margin-inline-end: auto;
  padding-block: ${theme.space.xs};
  padding-inline: ${theme.space.sm};
  border: 0;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  font-weight: ${theme.fontWeights.semibold};
  cursor: pointer;
  ${focusRing(theme)};
`;

/** Text of the clear-all button on wide screens; phones show only the trash icon. */
const wideOnly = (theme: Theme) => css`
  @media (max-width: 767.98px) {
    ${visuallyHidden};
  }
  ${theme.mq.sm} {
    display: inline;
  }
`;

/**
 * The comparison tray (`search/CompareTray`, mounted by the shell while the list has items): a
 * bar with the count and a toggle, clear-all (a trash button on phones) and the link to
 * /compare; expanded, the compared products in a slider.
 */
export function CompareTray() {
  const { t } = useTranslation(NS);
  const model = useCompareTray();
  const panelId = useId();
  if (model.count === 0) return null;
  return (
    <section css={tray} aria-label={t('compare.tray')}>
      <div css={inner}>
        <div css={bar}>
          <button
            type="button"
            css={toggleButton}
            aria-expanded={model.isExpanded}
            aria-controls={panelId}
            onClick={model.toggle}
          >
            {t('compare.toggle', { count: model.count })}
            <ChevronIcon up={!model.isExpanded} />
          </button>
          <Button variant="ghost" size="sm" icon={<TrashIcon />} onClick={model.clear}>
            <span css={wideOnly}>{t('compare.clearAll')}</span>
          </Button>
          <Link
            to={model.compareHref}
            css={(theme) => buttonStyles(theme, { variant: 'primary', size: 'sm' })}
          >
            {t('compare.compareProducts')}
          </Link>
        </div>
        <div
          id={panelId}
          hidden={!model.isExpanded}
          aria-label={t('compare.panel')}
          role="region"
          css={{ paddingBlockEnd: 12 }}
        >
          {model.isExpanded && model.isLoading ? <Spinner label={t('compare.loading')} /> : null}
          {model.isExpanded && model.hasError ? <p role="alert">{t('compare.loadError')}</p> : null}
          {model.isExpanded && !model.isLoading ? <CompareSlider model={model} /> : null}
        </div>
      </div>
    </section>
  );
}
