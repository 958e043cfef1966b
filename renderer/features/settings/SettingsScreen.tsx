/**
 * Settings: this till's staff, the customer's account (signing the customer in), the stores this till sells for (with their publishable keys), the
 * store's service status, this till's signed requests, the manager's admin client, demo-store
 * reset, saving diagnostics for support, the look.
 */
import { OfflineLimitsSection } from '../offline/OfflineLimitsSection.js';
import { ReturnLimitSection } from '../returns/ReturnLimitSection.js';
import { DemoOutboxSection } from '../mail/DemoOutboxSection.js';
import { SimulatedPrinterSection } from '../printer-simulator/SimulatedPrinterSection.js';
import { lazy, Suspense } from 'react';
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';
import { AdminClientSection } from './AdminClientSection.js';
import { CustomerSignIn } from './CustomerSignIn.js';
import { DemoStoreReset } from './DemoStoreReset.js';
import { TillSigning } from './TillSigning.js';
import { SaveDiagnostics } from './SaveDiagnostics.js';
import { StoreProfilesSection } from './StoreProfilesSection.js';
import { StoreServiceSection } from './StoreServiceSection.js';
import { ReceiptPrinterSection } from './hardware/ReceiptPrinterSection.js';
import { LanguageSection } from './LanguageSection.js';
import { CustomerDisplaySection } from './hardware/CustomerDisplaySection.js';
import { DiscountReasonsSection } from '../sell/discounts/DiscountReasonsSection.js';
import { useApp } from '../../shell/app.js';

const StaffSection = lazy(() => import('../staff/StaffSection.js').then((m) => ({ default: m.StaffSection })));
const AlertSettings = lazy(() => import('../alerts/AlertSettings.js').then((m) => ({ default: m.AlertSettings })));

const messages = defineMessages({
  title: { id: 'settings.screen.title', defaultMessage: 'Settings' },
  app: { id: 'settings.screen.app', defaultMessage: '{store} · {url} · version {version}' },
  openingStaff: { id: 'settings.screen.openingStaff', defaultMessage: 'Opening the staff list…' },
  look: { id: 'settings.screen.look', defaultMessage: 'Look' },
  useLight: { id: 'settings.screen.useLight', defaultMessage: 'Use the light theme' },
  useDark: { id: 'settings.screen.useDark', defaultMessage: 'Use the dark theme' },
});

export function SettingsScreen() {
  const words = useWords();
  const theme = useApp((s) => s.theme);
  const toggleTheme = useApp((s) => s.toggleTheme);
  const info = useApp((s) => s.info);
  return (
    <div className="settings">
      <header className="screen-header">
        <h2>{words.formatMessage(messages.title)}</h2>
        <span className="muted">{info ? words.formatMessage(messages.app, { store: info.storeName, url: info.storeUrl, version: info.version }) : ''}</span>
      </header>
      <div className="settings-grid">
        <Suspense
          fallback={
            <p className="empty" role="status">
              {words.formatMessage(messages.openingStaff)}
            </p>
          }
        >
          <StaffSection />
        </Suspense>
        <LanguageSection />
        <CustomerSignIn />
        <StoreProfilesSection />
        <StoreServiceSection />
        <TillSigning />
        <AdminClientSection />
        <OfflineLimitsSection />
        <ReturnLimitSection />
        <DiscountReasonsSection />
        <ReceiptPrinterSection />
        <CustomerDisplaySection />
        <Suspense fallback={null}>
          <AlertSettings />
        </Suspense>
        <DemoStoreReset />
        <DemoOutboxSection />
        <SimulatedPrinterSection />
        <SaveDiagnostics />
        <section className="card settings-card" aria-labelledby="look-title">
          <h2 id="look-title">{words.formatMessage(messages.look)}</h2>
          <button type="button" className="btn" onClick={toggleTheme}>
            {words.formatMessage(theme === 'dark' ? messages.useLight : messages.useDark)}
          </button>
        </section>
      </div>
    </div>
  );
}
