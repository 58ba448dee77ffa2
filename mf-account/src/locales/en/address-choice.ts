/**
 * English texts of choosing among saved addresses: the cards, the picker's list and the
 * every-page address selector, which reads this file alone when it opens
 * (`deferred-texts-en-address-choice`); the address pages read it with address-book.ts.
 */
export const addressChoiceEn = {
  addresses: {
    card: {
      defaultBadge: 'Default',
      outOfRange: 'This address is out of the delivery range and cannot be chosen.',
      otherArea:
        'Another store delivers to {{district}}: choosing this address changes your delivery area, and prices and stock with it.',
      select: 'Deliver to {{title}}',
      edit: 'Edit',
      editLabel: 'Edit {{title}}',
      remove: 'Remove',
      removeLabel: 'Remove {{title}}',
      update: 'Update Address',
      cancel: 'Cancel',
      editing: 'Edit {{title}}',
    },
    picker: {
      listLabel: 'Saved addresses',
      loading: 'Loading your addresses…',
      loadError: 'Your addresses could not be loaded.',
      retry: 'Try again',
      empty: 'You have no saved addresses yet.',
      addNew: 'Add a new address',
      newTitle: 'New address',
      cancelNew: 'Cancel',
      saved: 'The address was saved.',
      updated: 'The address was updated.',
      removed: 'The address was removed.',
    },
    selector: {
      title: 'Choose your delivery address',
      description: 'Prices and stock follow the store that delivers to the address.',
      confirm: 'Confirm location',
      addNew: 'Add a new address',
      close: 'Close',
      empty: 'You have no saved addresses yet.',
    },
  },
};
