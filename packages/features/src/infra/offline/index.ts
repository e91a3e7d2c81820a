export {
  connectionAsksToSaveData,
  DATA_SAVER_KEY,
  dataSaverOn,
  isDataSaverOn,
  useDataSaver,
  writeDataSaverChoice,
  type ConnectionHints,
  type DataSaverChoice,
  type DataSaverState,
} from './data-saver';
export { DataSaverSetting, DATA_SAVER_TEXTS } from './data-saver-setting';
export { OFFLINE_MESSAGES, OfflineBanner, OfflineBannerView, type OfflineBannerViewProps } from './offline-banner';
export { isNetworkFailure, useOffline } from './use-offline';
