export { DetailPage, EntityNotFound, type DetailPageProps, type DetailQuery } from './detail-page';
export { ActionButton, type ActionButtonProps } from './action-button';
export { DeleteButton, type DeleteButtonProps } from './delete-button';
export { ReasonConfirmDialog, type ReasonConfirmDialogProps } from './reason-confirm-dialog';
export { errorMessage, useEntityAction, type EntityAction, type EntityActionOptions } from './use-entity-action';
export { DetailField, DetailFields, type DetailFieldProps, type DetailFieldsProps } from './detail-fields';
