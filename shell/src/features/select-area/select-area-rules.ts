/** Id of the select-area dialog in the dialogs store. */
export const SELECT_AREA_DIALOG_ID = 'select-area';
