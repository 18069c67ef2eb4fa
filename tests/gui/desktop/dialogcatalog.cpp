#include "dialogcatalog.h"

#include "core/access/accessguard.h"
#include "core/access/operatordirectory.h"
#include "core/access/refundapprovals.h"
#include "core/cache/cachesession.h"
#include "core/cache/paymentstore.h"
#include "core/cache/vault.h"
#include "core/domain/card.h"
#include "core/sync/paymentoperations.h"
#include "core/cache/reconcilerunstore.h"
#include "ui/access/approvallabels.h"
#include "ui/access/approvalsdialog.h"
#include "ui/access/approveprompt.h"
#include "ui/access/operatorform.h"
#include "ui/access/thresholdform.h"
#include "ui/connectiondialog.h"
#include "ui/desktop/aboutdialog.h"
#include "ui/desktop/shortcutswindow.h"
#include "ui/dialogs/cancelpaymentdialog.h"
#include "ui/dialogs/cancelrefunddialog.h"
#include "ui/dialogs/capturedialog.h"
#include "ui/dialogs/cardform.h"
#include "ui/dialogs/ewalletsdialog.h"
#include "ui/dialogs/lookupdialog.h"
#include "ui/dialogs/newpaymentdialog.h"
#include "ui/dialogs/refunddialog.h"
#include "ui/firststartdialog.h"
#include "ui/mainwindow.h"
#include "ui/reconcile/reconciledialog.h"
#include "ui/reports/exportdialog.h"
#include "ui/team/storagechoicedialog.h"
#include "ui/team/teamlookupdialog.h"
#include "ui/team/teamserverdialog.h"
#include "ui/sync/notificationimportdialog.h"
#include "ui/sync/syncsettingsdialog.h"
#include "ui/unlockdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QTest>

using namespace Qt::StringLiterals;

namespace dd::test {

namespace {
const QString Passphrase = u"catalog passphrase 42"_s;

Payment payment(int n, PaymentStatus status, const QString &method)
{
    Payment p;
    p.hash = u"c%1"_s.arg(n, 47, 10, QLatin1Char('0'));
    p.merchantPaymentCode = u"catalog-%1"_s.arg(n);
    p.status = status;
    p.country = u"br"_s;
    p.currencyExt = u"BRL"_s;
    p.amountExt = Money(10000, u"BRL"_s);
    p.amountBr = p.amountExt;
    p.paymentTypeCode = method;
    p.openDate = QDateTime(QDate(2026, 11, 1), QTime(10, 0), QTimeZone::utc()).addSecs(60LL * n);
    p.statusDate = p.openDate;
    if (status == PaymentStatus::Confirmed)
        p.confirmDate = p.openDate;
    p.customerName = u"Catalog customer %1"_s.arg(n);
    return p;
}

BuiltInSandboxAddress builtIn()
{
    return {QUrl(u"http://127.0.0.1:9"_s), u"sandbox-integration-key"_s};
}

template<typename Dialog, typename... Args>
OpenedDialog single(Args &&...args)
{
    auto dialog = std::make_unique<Dialog>(std::forward<Args>(args)...);
    QWidget *raw = dialog.get();
    return {std::move(dialog), raw};
}

std::unique_ptr<MainWindow> mainWindow(CatalogEnvironment &env)
{
    auto window = std::make_unique<MainWindow>(env.settings);
    window->attach({&env.gateway.payments(), &env.gateway.operations(), &env.gateway.client()});
    return window;
}

// The method is chosen once the dialog is on screen, as a user chooses it: the rows it shows are then
// laid out in a form already on screen, where a wrapped label once squeezed the rows after it to nothing.
void showBeforeChoosing(const OpenedDialog &opened)
{
    opened.dialog->show();
    static_cast<void>(QTest::qWaitForWindowExposed(opened.dialog));
}

DialogEntry newPaymentWithMethod(int methodIndex)
{
    return {u"new payment, method %1"_s.arg(methodIndex), [methodIndex](CatalogEnvironment &env) {
                OpenedDialog opened = single<NewPaymentDialog>(env.gateway.operations(), env.gateway.client());
                showBeforeChoosing(opened);
                auto *methods = opened.dialog->findChild<QComboBox *>(u"methodCombo"_s);
                if (methods && methodIndex < methods->count())
                    methods->setCurrentIndex(methodIndex);
                return opened;
            }};
}

// New payment at a team desk: the methods without the card, each with its own fields.
DialogEntry teamNewPaymentWithMethod(int methodIndex)
{
    return {u"team new payment, method %1"_s.arg(methodIndex), [methodIndex](CatalogEnvironment &env) {
                OpenedDialog opened = single<NewPaymentDialog>(*env.teamOperations, env.gateway.client());
                showBeforeChoosing(opened);
                auto *methods = opened.dialog->findChild<QComboBox *>(u"methodCombo"_s);
                if (methods && methodIndex < methods->count())
                    methods->setCurrentIndex(methodIndex);
                return opened;
            }};
}

// What the team worker would be handed is dropped: a catalogued dialog is looked at, never sent.
class NoTeamWorker final : public WriteRelay
{
public:
    void relay(OperationCall *, const Write &) override {}
};

DialogEntry cardForm(CardFormKind kind, const QString &name)
{
    return {u"card form: "_s + name, [kind](CatalogEnvironment &env) {
                OpenedDialog opened = single<NewPaymentDialog>(env.gateway.operations(), env.gateway.client());
                if (auto *form = opened.dialog->findChild<CardFormWidget *>())
                    form->setFormKind(kind);
                return opened;
            }};
}
// Refund requests as the approvals window shows them at their widest: long reasons, a refund that
// failed after its approval with what the failure said.
void addRefundRequests(CatalogEnvironment &env)
{
    env.guard = std::make_unique<access::AccessGuard>(env.teamVault->session()->audit());
    env.approvals = std::make_unique<access::RefundApprovals>(*env.teamVault->session(), *env.guard);
    env.operators = std::make_unique<access::OperatorDirectory>(*env.teamVault, *env.teamVault->session(), *env.guard);
    const access::Operator manager{u"catalog-manager"_s, u"Mariana Albuquerque"_s, access::Role::Manager, 0};
    const access::Operator support{u"catalog-support"_s, u"Sol Fernández de Oliveira"_s, access::Role::Support, 0};
    env.guard->signIn(support);
    const QStringList reasons{u"The customer returned two of the three chairs: the legs arrived broken"_s,
                              u"Duplicate charge reported by the customer's bank"_s,
                              u"Order cancelled before it left the warehouse"_s};
    QList<qint64> ids;
    for (int i = 0; i < reasons.size(); ++i) {
        RefundRequest request;
        request.hash = u"5f2e0c3a9b1d47e68a0c2b4d6e8f1a3c5e7092b4d6f8a1c%1"_s.arg(i);
        request.amount = Money(123456789 + i, u"BRL"_s);
        request.description = reasons.at(i);
        request.merchantRefundCode = u"catalog-refund-request-%1"_s.arg(i);
        ids << env.approvals->request(request).valueOr(0);
    }
    env.guard->signIn(manager);
    static_cast<void>(env.approvals->reject(ids.at(1), manager, u"Asked twice: request 1 covers it already"_s));
    static_cast<void>(env.approvals->approve(ids.at(2), manager));
    env.approvals->recordOutcome(ids.at(2), u"validation"_s,
                                 u"This payment already has a refund with this code (catalog-refund-request-2). "
                                 "Choose another code."_s);
    env.waitingRequest = ids.at(0);
}

} // namespace

CatalogEnvironment::CatalogEnvironment()
    : settings(dir.filePath(u"settings.ini"_s), QSettings::IniFormat)
{
    VaultOptions options;
    options.limits = cache::KeyDerivationLimits::fastForTests();
    existingVault = std::make_unique<Vault>(dir.filePath(u"existing.db"_s), options);
    static_cast<void>(existingVault->create(Passphrase, Passphrase));
    existingVault->lock();
    newVault = std::make_unique<Vault>(dir.filePath(u"new.db"_s), options);
    teamVault = std::make_unique<Vault>(dir.filePath(u"team.db"_s), options);
    static_cast<void>(teamVault->create(Passphrase, Passphrase));
    teamWorker = std::make_unique<NoTeamWorker>();
    teamOperations = std::make_unique<PaymentOperations>(gateway.client(), gateway.session(), u"catalog"_s);
    teamOperations->setRelay(teamWorker.get());

    confirmed = payment(1, PaymentStatus::Confirmed, u"visa"_s);
    preAuthorized = payment(2, PaymentStatus::Pending, u"visa"_s);
    preAuthorized.preApproved = true;
    preAuthorized.captureAvailable = true;
    open = payment(3, PaymentStatus::Open, u"boleto"_s);
    withRefund = payment(4, PaymentStatus::Confirmed, u"mastercard"_s);
    Refund refund;
    refund.id = u"4001"_s;
    refund.merchantRefundCode = u"catalog-refund"_s;
    refund.status = RefundStatus::Requested;
    refund.amount = Money(2500, u"BRL"_s);
    refund.description = u"Customer asked"_s;
    withRefund.refunds << refund;
    static_cast<void>(gateway.payments().upsertMany({confirmed, preAuthorized, open, withRefund}));
    addRefundRequests(*this);
}

CatalogEnvironment::~CatalogEnvironment() = default;

QList<DialogEntry> dialogCatalog()
{
    QList<DialogEntry> entries = {
        {u"main window"_s, [](CatalogEnvironment &env) {
             auto window = mainWindow(env);
             QWidget *raw = window.get();
             return OpenedDialog{std::move(window), raw};
         }},
        {u"unlock"_s, [](CatalogEnvironment &env) { return single<UnlockDialog>(*env.existingVault); }},
        {u"first start"_s, [](CatalogEnvironment &env) {
             return single<FirstStartDialog>(*env.newVault, &env.gateway.network(), builtIn());
         }},
        {u"connection"_s, [](CatalogEnvironment &env) {
             ConnectionChoice current;
             current.environment = u"builtin"_s;
             return single<ConnectionDialog>(&env.gateway.network(), builtIn(), current, 15, nullptr);
         }},
        {u"capture"_s, [](CatalogEnvironment &env) {
             return single<CaptureDialog>(env.gateway.operations(), env.preAuthorized);
         }},
        {u"refund"_s, [](CatalogEnvironment &env) { return single<RefundDialog>(env.gateway.operations(), env.confirmed); }},
        {u"cancel refund"_s, [](CatalogEnvironment &env) {
             return single<CancelRefundDialog>(env.gateway.operations(), env.withRefund, env.withRefund.refunds.first());
         }},
        {u"cancel payment"_s, [](CatalogEnvironment &env) {
             return single<CancelPaymentDialog>(env.gateway.operations(), env.open);
         }},
        {u"look up"_s, [](CatalogEnvironment &env) { return single<LookupDialog>(env.gateway.operations()); }},
        {u"e-wallets"_s, [](CatalogEnvironment &env) { return single<EWalletsDialog>(env.gateway.client()); }},
        {u"export"_s, [](CatalogEnvironment &env) {
             return single<ExportDialog>(ExportContext{env.gateway.payments(), &env.gateway.audit(), {}, {},
                                                       u"tester"_s, {}});
         }},
        {u"reconcile orders"_s, [](CatalogEnvironment &env) {
             ReconcileContext context;
             context.store = &env.gateway.session();
             context.runs = std::make_unique<cache::VaultReconcileRunStore>(env.gateway.session().database());
             context.client = &env.gateway.client();
             return single<ReconcileDialog>(std::move(context));
         }},
        {u"about"_s, [](CatalogEnvironment &) { return single<AboutDialog>(AboutDialog::InfoSource()); }},
        // Refund approvals, decided ones shown, the waiting one selected; and what "Approve…" asks.
        {u"approvals"_s, [](CatalogEnvironment &env) {
             OpenedDialog opened = single<ApprovalsDialog>(*env.approvals, *env.operators, env.gateway.operations(),
                                                           *env.guard);
             auto *dialog = static_cast<ApprovalsDialog *>(opened.dialog);
             dialog->findChild<QCheckBox *>()->setChecked(true);
             dialog->table()->selectRow(0);
             return opened;
         }},
        {u"approve prompt"_s, [](CatalogEnvironment &env) {
             const std::optional<access::RefundApproval> waiting = env.approvals->find(env.waitingRequest);
             const QString summary = waiting ? approvalSummary(*waiting, u"catalog-order-2026-000001"_s) : QString();
             return single<ApprovePrompt>(env.waitingRequest, summary);
         }},
        // Adding an operator (one form, weak passphrase typed: the problem shown), and the thresholds.
        {u"add operator"_s, [](CatalogEnvironment &env) {
             OpenedDialog opened = single<OperatorForm>(*env.operators);
             opened.dialog->findChild<QLineEdit *>(u"nameEdit"_s)->setText(u"Sol Fernández de Oliveira Santos"_s);
             opened.dialog->findChild<QLineEdit *>(u"passphraseEdit"_s)->setText(u"short"_s);
             return opened;
         }},
        {u"approval thresholds"_s, [](CatalogEnvironment &env) { return single<ThresholdForm>(*env.approvals); }},
        // The team server: where the desk keeps payments, the server's fields, and signing in to the
        // saved server (a port nobody listens on: its answer says why it could not connect).
        {u"storage choice"_s, [](CatalogEnvironment &) {
             return single<StorageChoiceDialog>(StorageChoiceDialog::Storage::ThisComputer);
         }},
        {u"team server"_s, [](CatalogEnvironment &) {
             return single<TeamServerDialog>(server::TeamServerFields{}, TeamServerDialog::Purpose::Setup);
         }},
        {u"team server sign-in"_s, [](CatalogEnvironment &) {
             const server::TeamServerFields saved{u"127.0.0.1"_s, u"9"_s, u"directdesk"_s, u"fabio"_s,
                                                  u"/etc/directdesk/team-ca.pem"_s};
             return single<TeamServerDialog>(saved, TeamServerDialog::Purpose::SignIn);
         }},
        // Look up at a team desk: nothing is read until a code is looked up.
        {u"team look up"_s, [](CatalogEnvironment &) { return single<TeamLookupDialog>(SessionOpener{}); }},
        // ... and once the team did not have a hash: the longest answer, and the offer to ask the worker.
        {u"team look up, not found"_s, [](CatalogEnvironment &env) {
             OpenedDialog opened = single<TeamLookupDialog>(sessionsOf(*env.teamVault));
             const QString lacking = u"5f2e0c3a9b1d47e68a0c2b4d6e8f1a3c5e7092b4d6f8a1c3"_s;   // a 48-digit hash
             opened.dialog->findChild<QLineEdit *>(u"codeEdit"_s)->setText(lacking);
             opened.dialog->findChild<QPushButton *>(u"lookUpButton"_s)->click();
             auto *queue = opened.dialog->findChild<QPushButton *>(u"queueButton"_s);
             // A hang guard: the answer comes from the worker thread in a moment.
             static_cast<void>(QTest::qWaitFor([queue] { return !queue->isHidden(); }, 60'000));
             return opened;
         }},
        {u"refresh and notifications"_s, [](CatalogEnvironment &) { return single<SyncSettingsDialog>(SyncSettings()); }},
        {u"import notifications"_s, [](CatalogEnvironment &) { return single<NotificationImportDialog>(); }},
        {u"keyboard shortcuts"_s, [](CatalogEnvironment &env) {
             auto window = mainWindow(env);
             auto *shortcuts = new ShortcutsWindow(*window, window.get());
             return OpenedDialog{std::move(window), shortcuts};
         }},
        cardForm(CardFormKind::Raw, u"raw card"_s),
        cardForm(CardFormKind::GatewayToken, u"gateway token"_s),
        cardForm(CardFormKind::NetworkToken, u"network token"_s),
        cardForm(CardFormKind::WalletToken, u"digital wallet"_s),
    };
    // Every other method of the new-payment dialog (0 is the card, above) shows other fields.
    for (int method = 1; method < 7; ++method)
        entries << newPaymentWithMethod(method);
    for (int method = 0; method < 6; ++method)
        entries << teamNewPaymentWithMethod(method);
    return entries;
}

} // namespace dd::test
