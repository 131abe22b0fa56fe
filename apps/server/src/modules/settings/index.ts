export {
  createSettingsService,
  settingsDefaults,
  type OwnSettings,
  type SettingsDefaults,
  type SettingsService,
} from './settings.service'
