import { screen } from '@testing-library/react';
import { renderWithShell } from '@dukkan/build/harness/testing';
import AreaSelector from '../../../exposes/area-selector';
import OtpDialog from '../../../exposes/otp-dialog';
import AddressSelectorModal from '../../../exposes/address-selector-modal';
import LoyaltyUpgradeModal from '../../../exposes/loyalty-upgrade-modal';
import WishlistButton from '../../../exposes/wishlist-button';

const choice = {
  city: { id: '1', name: 'Cairo' },
  region: { id: '2' },
  district: { id: '3', name: 'Maadi' },
  defaultOrderSource: 'maadi_store',
};

describe('area selector', () => {
  it('says where the saved area is: Delivering to Maadi', async () => {
    await renderWithShell(<AreaSelector variant="header" />, { choice });
    expect(screen.getByText('Delivering to Maadi')).toBeInTheDocument();
  });

  it('says it in Arabic', async () => {
    await renderWithShell(<AreaSelector variant="header" />, {
      choice: { ...choice, district: { id: '3', name: 'المعادي' } },
      locale: 'ar',
    });
    expect(screen.getByText('التوصيل إلى المعادي')).toBeInTheDocument();
  });

  it('shows nothing while no area is saved', async () => {
    const { container } = await renderWithShell(<AreaSelector variant="header" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('account fragments of later issues', () => {
  it('render nothing yet', async () => {
    const { container } = await renderWithShell(
      <>
        <OtpDialog />
        <AddressSelectorModal />
        <LoyaltyUpgradeModal />
        <WishlistButton sku="S" productId="1" />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
