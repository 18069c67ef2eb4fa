// File ▸ Reconcile orders… driven by objectName against the built-in sandbox (its own thread, real
// HTTP) and a fresh vault each test.
#include "core/access/accessguard.h"
#include "core/cache/auditstore.h"
#include "core/cache/cachesession.h"
#include "core/cache/vault.h"
#include "core/domain/moneyformat.h"
#include "core/gateway/authenticator.h"
#include "core/gateway/directapiclient.h"
#include "core/cache/reconcilerunstore.h"
#include "core/storage/importqueue.h"
#include "core/sync/paymentoperations.h"
#include "models/paymenttablemodel.h"
#include "sandbox/sandboxthread.h"
#include "ui/filterbar.h"
#include "ui/mainwindow.h"
#include "ui/messagebox.h"
#include "ui/paymentactions.h"
#include "ui/paymentstableview.h"
#include "ui/reconcile/columnmappingform.h"
#include "ui/reconcile/differencemodel.h"
#include "ui/reconcile/reconciledialog.h"
#include "ui/reconcile/reconcileresultsview.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QInputDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace dd;
using reconcile::DifferenceKind;

namespace {

const QString Passphrase = u"correct horse 42 battery"_s;
const QDate OrderDay(2026, 11, 1);

template<typename T>
T *child(QObject &parent, const QString &name)
{
    T *found = parent.findChild<T *>(name);
    if (!found)
        qFatal("no child %s", qPrintable(name));
    return found;
}

// A payment only the cache knows (the gateway is never asked about a cached code).
Payment cachedPayment(int n, PaymentStatus status, const QString &currency, qint64 hundredths)
{
    Payment p;
    p.hash = u"%1"_s.arg(n, 48, 10, QLatin1Char('0'));
    p.merchantPaymentCode = u"order-%1"_s.arg(n);
    p.status = status;
    p.country = currency == u"CLP" ? u"cl"_s : u"br"_s;
    p.currencyExt = currency;
    p.amountExt = Money(hundredths, currency);
    p.amountBr = Money(hundredths, currency);
    p.paymentTypeCode = u"visa"_s;
    p.openDate = QDateTime(OrderDay, QTime(10, 0), QTimeZone::utc()).addSecs(60LL * n);
    p.statusDate = p.openDate;
    p.customerName = u"Customer %1"_s.arg(n);
    return p;
}

// Plurals from the count passed as n: "1 order"; a count formatted into "(s)" by hand reads "1 orders".
struct PluralEnglish : QTranslator
{
    QString translate(const char *, const char *source, const char *, int n) const override
    {
        const QString text = QString::fromUtf8(source);
        return text.contains(u"(s)"_s) ? QString(text).replace(u"(s)"_s, n == 1 ? QString() : u"s"_s) : QString();
    }
    bool isEmpty() const override { return false; }
};

} // namespace

class TestReconcileView : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

    void mappingIsSavedAndChosenByName();
    void badLinesAreListedAndNothingIsAsked();
    void unknownCodeIsAskedAndCached();
    void differenceOpensItsPaymentInTheWindow();
    void clpDifferenceHasNoDecimals();
    void cancelStopsTheRunningJob();
    void runIsKeptWithItsOperatorAndComparedWithTheLast();
    void actionObeysRoles_data();
    void actionObeysRoles();

private:
    Workspace workspace();
    void attach(std::optional<access::Role> role);
    ReconcileDialog *openDialog();
    void mapColumns(ReconcileDialog &dialog);
    bool run(ReconcileDialog &dialog);
    QString writeOrders(const QString &name, const QStringList &lines);
    QJsonObject post(const QString &path, const QJsonObject &body);
    int gatewayRequests();
    QString createPaymentAtGateway(const QString &code);
    int windowRowOf(const QString &hash) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<sandbox::SandboxThread> m_sandbox;
    std::unique_ptr<Vault> m_vault;
    std::unique_ptr<CacheSession> m_session;
    std::unique_ptr<QNetworkAccessManager> m_network;
    std::unique_ptr<DirectApiClient> m_client;
    std::unique_ptr<PaymentOperations> m_operations;
    std::unique_ptr<access::AccessGuard> m_guard;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<MainWindow> m_window;
};

void TestReconcileView::initTestCase()
{
    // Amounts are checked as American English writes them.
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestReconcileView::init()
{
    MessageBox::setNextAnswer(QMessageBox::NoButton);
    m_dir = std::make_unique<QTemporaryDir>();
    m_sandbox = std::make_unique<sandbox::SandboxThread>(sandbox::SandboxOptions{});
    QString error;
    QVERIFY2(m_sandbox->start(&error), qPrintable(error));
    VaultOptions options;
    options.limits = cache::KeyDerivationLimits::fastForTests();
    m_vault = std::make_unique<Vault>(m_dir->filePath(u"cache.db"_s), options);
    QVERIFY(m_vault->create(Passphrase, Passphrase).hasValue());
    auto session = m_vault->openSession();
    QVERIFY(session.hasValue());
    m_session = std::move(session).value();
    m_network = std::make_unique<QNetworkAccessManager>();
    ConnectionSettings connection;
    connection.baseUrl = m_sandbox->baseUrl();
    connection.transferTimeoutMs = 60'000;   // a hanging gateway stays hanging until Cancel
    m_client = std::make_unique<DirectApiClient>(
        m_network.get(), connection,
        std::make_shared<IntegrationKeyAuthenticator>(SecretText(m_sandbox->integrationKey())));
    m_operations = std::make_unique<PaymentOperations>(*m_client, *m_session, u"tester"_s);
    m_settings = std::make_unique<QSettings>(m_dir->filePath(u"ui.ini"_s), QSettings::IniFormat);
    m_window = std::make_unique<MainWindow>(*m_settings);
    attach(std::nullopt);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestReconcileView::cleanup()
{
    if (m_sandbox)
        post(u"/sandbox/faults/clear"_s, {});
    m_window.reset();
    m_guard.reset();
    m_settings.reset();
    m_operations.reset();
    m_client.reset();
    m_network.reset();
    m_session.reset();
    m_vault.reset();
    m_sandbox.reset();
    m_dir.reset();
    MessageBox::setNextAnswer(QMessageBox::NoButton);
}

Workspace TestReconcileView::workspace()
{
    Workspace w{&m_session->payments(), m_operations.get(), m_client.get(), m_guard.get()};
    w.audit = &m_session->audit();
    w.operatorName = u"desk user"_s;
    w.store = m_session.get();
    w.reconcileRuns = [session = m_session.get()] {
        return std::make_unique<cache::VaultReconcileRunStore>(session->database());
    };
    return w;
}

// Signs in an operator of `role` (none: no operator model) and attaches the window again.
void TestReconcileView::attach(std::optional<access::Role> role)
{
    m_guard.reset();
    if (role) {
        m_guard = std::make_unique<access::AccessGuard>(m_session->audit());
        m_guard->signIn(access::Operator{u"slot-1"_s, u"fiona"_s, *role, 0});
    }
    m_window->attach(workspace());
}

ReconcileDialog *TestReconcileView::openDialog()
{
    auto *action = child<QAction>(*m_window, u"reconcileAction"_s);
    if (!action->isEnabled())
        return nullptr;
    action->trigger();
    return m_window->reconcileDialog();
}

// The test files' headers: the code and the amount are not named like the fields, the rest are.
void TestReconcileView::mapColumns(ReconcileDialog &dialog)
{
    auto *code = child<QComboBox>(dialog, u"codeColumn"_s);
    auto *amount = child<QComboBox>(dialog, u"amountColumn"_s);
    code->setCurrentIndex(code->findData(u"Pedido"_s));
    amount->setCurrentIndex(amount->findData(u"Total"_s));
}

bool TestReconcileView::run(ReconcileDialog &dialog)
{
    QSignalSpy finished(&dialog, &ReconcileDialog::runFinished);
    auto *button = child<QPushButton>(dialog, u"runButton"_s);
    if (!button->isEnabled())
        return false;
    QTest::mouseClick(button, Qt::LeftButton);
    return finished.wait(60'000);
}

QString TestReconcileView::writeOrders(const QString &name, const QStringList &lines)
{
    const QString path = m_dir->filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    file.write("Pedido;Total;Moneda;Estado;Fecha\r\n");
    for (const QString &line : lines)
        file.write((line + u"\r\n"_s).toUtf8());
    return path;
}

QJsonObject TestReconcileView::post(const QString &path, const QJsonObject &body)
{
    QNetworkRequest request(m_sandbox->baseUrl().resolved(QUrl(path)));
    request.setHeader(QNetworkRequest::ContentTypeHeader, u"application/json"_s);
    std::unique_ptr<QNetworkReply> reply(m_network->post(request, QJsonDocument(body).toJson(QJsonDocument::Compact)));
    QSignalSpy done(reply.get(), &QNetworkReply::finished);
    if (!reply->isFinished())
        done.wait(20'000);
    return QJsonDocument::fromJson(reply->readAll()).object();
}

// Every Direct API request (/ws/…) the sandbox has received so far.
int TestReconcileView::gatewayRequests()
{
    const QJsonObject requests = post(u"/sandbox/stats"_s, {}).value(u"requests"_s).toObject();
    int total = 0;
    for (auto it = requests.begin(); it != requests.end(); ++it)
        total += it.key().startsWith(u"/ws/") ? it.value().toInt() : 0;
    return total;
}

// A confirmed card payment of BRL 100.00 that only the gateway knows; its hash.
QString TestReconcileView::createPaymentAtGateway(const QString &code)
{
    const QJsonObject payment{
        {u"merchant_payment_code"_s, code}, {u"name"_s, u"Jose Silva"_s}, {u"email"_s, u"jose@example.com"_s},
        {u"document"_s, u"853.513.468-93"_s}, {u"currency_code"_s, u"BRL"_s}, {u"amount_total"_s, u"100.00"_s},
        {u"country"_s, u"br"_s}, {u"payment_type_code"_s, u"creditcard"_s},
        {u"card"_s, QJsonObject{{u"card_number"_s, u"4111111111111111"_s}, {u"card_name"_s, u"Jose Silva"_s},
                                {u"card_due_date"_s, u"12/2034"_s}, {u"card_cvv"_s, u"123"_s}}}};
    const QJsonObject answer = post(u"/ws/direct"_s, {{u"integration_key"_s, m_sandbox->integrationKey()},
                                                      {u"operation"_s, u"request"_s},
                                                      {u"mode"_s, u"full"_s},
                                                      {u"payment"_s, payment}});
    return answer.value(u"payment"_s).toObject().value(u"hash"_s).toString();
}

int TestReconcileView::windowRowOf(const QString &hash) const
{
    const PaymentTableModel *model = m_window->paymentModel();
    for (int row = 0; model && row < model->rowCount(); ++row)
        if (model->hashAt(row) == hash)
            return row;
    return -1;
}

void TestReconcileView::mappingIsSavedAndChosenByName()
{
    const QString orders = writeOrders(u"shop.csv"_s, {u"order-1;100.00;BRL;pagado;2026-11-01"_s});
    QVERIFY(m_session->payments().upsertMany({cachedPayment(1, PaymentStatus::Confirmed, u"BRL"_s, 10000)}).hasValue());
    ReconcileDialog *dialog = openDialog();
    QVERIFY(dialog);
    dialog->setOrderFile(orders);
    // Headers named like a field in Spanish are mapped at once; the code column is still missing.
    QCOMPARE(child<QComboBox>(*dialog, u"currencyColumn"_s)->currentData().toString(), u"Moneda"_s);
    QCOMPARE(child<QComboBox>(*dialog, u"statusColumn"_s)->currentData().toString(), u"Estado"_s);
    QCOMPARE(child<QComboBox>(*dialog, u"dateColumn"_s)->currentData().toString(), u"Fecha"_s);
    QVERIFY(!child<QPushButton>(*dialog, u"runButton"_s)->isEnabled());
    mapColumns(*dialog);
    QVERIFY(child<QPushButton>(*dialog, u"runButton"_s)->isEnabled());

    QTest::mouseClick(child<QPushButton>(*dialog, u"saveMappingButton"_s), Qt::LeftButton);
    auto *ask = child<QInputDialog>(*dialog, u"mappingNameDialog"_s);
    ask->setTextValue(u"tienda"_s);
    ask->accept();
    const auto saved = reconcile::NamedMappings::load(m_session->settings(), u"tienda"_s);
    QVERIFY(saved);
    QCOMPARE(saved->header(reconcile::OrderField::Code).value_or(QString()), u"Pedido"_s);
    QCOMPARE(saved->header(reconcile::OrderField::Amount).value_or(QString()), u"Total"_s);
    dialog->close();
    QTRY_VERIFY(!m_window->reconcileDialog());

    // A new window: the mapping is chosen by name before the file, and applies to it.
    dialog = openDialog();
    QVERIFY(dialog);
    auto *names = child<QComboBox>(*dialog, u"mappingCombo"_s);
    QCOMPARE(names->findData(u"tienda"_s), 1);
    names->setFocus();
    QTest::keyClick(names, Qt::Key_Down);   // as a user picks it: activated
    QCOMPARE(names->currentData().toString(), u"tienda"_s);
    dialog->setOrderFile(orders);
    QCOMPARE(child<QComboBox>(*dialog, u"codeColumn"_s)->currentData().toString(), u"Pedido"_s);
    QCOMPARE(child<QComboBox>(*dialog, u"amountColumn"_s)->currentData().toString(), u"Total"_s);
    QCOMPARE(dialog->mappingForm()->mappingName(), u"tienda"_s);
    QVERIFY(run(*dialog));
    cache::VaultReconcileRunStore runs(m_session->database());
    const auto kept = runs.latest(u"shop.csv"_s);
    QVERIFY(kept && kept->mappingName == u"tienda" && kept->differences == 0);
}

void TestReconcileView::badLinesAreListedAndNothingIsAsked()
{
    const QString orders = writeOrders(u"bad.csv"_s, {u"unknown-1;100.00;BRL;pagado;2026-11-01"_s,
                                                      u"unknown-2;cien;BRL;pagado;2026-11-01"_s,
                                                      u"unknown-3;100.00;BRL;pagado;2026-11-01"_s,
                                                      u"unknown-4;100.00;BRL;shipped;2026-11-01"_s});
    const int before = gatewayRequests();
    ReconcileDialog *dialog = openDialog();
    QVERIFY(dialog);
    dialog->setOrderFile(orders);
    mapColumns(*dialog);
    QVERIFY(run(*dialog));
    QCOMPARE(dialog->lastResult()->outcome, reconcile::ReconcileResult::Outcome::RowsRefused);
    auto *pages = child<QStackedWidget>(*dialog, u"resultsPages"_s);
    auto *problems = child<QTableWidget>(*dialog, u"problemsTable"_s);
    QCOMPARE(pages->currentWidget(), problems->parentWidget());
    QCOMPARE(problems->rowCount(), 2);
    QCOMPARE(problems->item(0, 0)->text(), u"3"_s);
    QCOMPARE(problems->item(1, 0)->text(), u"5"_s);
    QVERIFY2(problems->item(1, 1)->text().contains(u"shipped"_s), qPrintable(problems->item(1, 1)->text()));
    QVERIFY(!problems->item(0, 1)->text().isEmpty());
    QVERIFY(child<QLabel>(*dialog, u"problemsLabel"_s)->text().contains(u"nothing was queried"_s));
    // Nothing asked, queued or kept.
    QCOMPARE(gatewayRequests(), before);
    QVERIFY(m_session->importQueue().find(QueuedCode::Kind::MerchantCode, {u"unknown-1"_s, u"unknown-3"_s}).isEmpty());
    QVERIFY(cache::VaultReconcileRunStore(m_session->database()).runs(10).isEmpty());
}

void TestReconcileView::unknownCodeIsAskedAndCached()
{
    const QString today = QDate::currentDate().toString(Qt::ISODate);
    const QString hash = createPaymentAtGateway(u"gateway-only-1"_s);
    QVERIFY(!hash.isEmpty());
    QVERIFY(!m_session->payments().findByHash(hash));
    QCOMPARE(windowRowOf(hash), -1);
    const QString orders = writeOrders(u"new.csv"_s, {u"gateway-only-1;100.00;BRL;pagado;"_s + today,
                                                      u"nobody-1;40.00;BRL;pagado;"_s + today});
    const int before = gatewayRequests();
    ReconcileDialog *dialog = openDialog();
    QVERIFY(dialog);
    dialog->setOrderFile(orders);
    mapColumns(*dialog);
    QVERIFY(run(*dialog));
    QCOMPARE(dialog->lastResult()->outcome, reconcile::ReconcileResult::Outcome::Reconciled);
    QVERIFY(gatewayRequests() >= before + 2);
    // The answer is in the cache and in the window's table; the order the gateway does not know is the difference.
    const std::optional<Payment> cached = m_session->payments().findByMerchantCode(u"gateway-only-1"_s);
    QVERIFY(cached);
    QCOMPARE(cached->hash, hash);
    QVERIFY(windowRowOf(hash) >= 0);
    const DifferenceModel *model = dialog->results()->model();
    QCOMPARE(model->rowCount(), 1);
    QCOMPARE(model->differenceAt(0)->kind, DifferenceKind::OrderWithoutPayment);
    QCOMPARE(model->differenceAt(0)->merchantCode, u"nobody-1"_s);
    QCOMPARE(dialog->lastResult()->lookup.answered, qint64(1));
    QCOMPARE(dialog->lastResult()->lookup.notFound, qint64(1));
}

void TestReconcileView::differenceOpensItsPaymentInTheWindow()
{
    QVERIFY(m_session->payments()
                .upsertMany({cachedPayment(1, PaymentStatus::Confirmed, u"BRL"_s, 10000),
                             cachedPayment(2, PaymentStatus::Confirmed, u"BRL"_s, 2550)})
                .hasValue());
    m_window->refreshPayments();
    const QString orders = writeOrders(u"open.csv"_s, {u"order-1;90.00;BRL;pagado;2026-11-01"_s,
                                                       u"order-2;25.50;BRL;pagado;2026-11-01"_s,
                                                       u"order-9;10.00;BRL;pagado;2026-11-01"_s});
    const int before = gatewayRequests();
    ReconcileDialog *dialog = openDialog();
    QVERIFY(dialog);
    dialog->setOrderFile(orders);
    mapColumns(*dialog);
    QVERIFY(run(*dialog));
    QVERIFY(gatewayRequests() > before);   // order-9 was asked about
    QTableView *table = dialog->results()->table();
    DifferenceModel *model = dialog->results()->model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    table->sortByColumn(int(DifferenceModel::Column::Line), Qt::DescendingOrder);   // sorted in the model
    QCOMPARE(model->differenceAt(0)->orderLine, qint64(4));
    QCOMPARE(model->differenceAt(1)->orderLine, qint64(2));
    int amountRow = -1;
    int orphanRow = -1;
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->differenceAt(row)->kind == DifferenceKind::AmountDiffers)
            amountRow = row;
        if (model->differenceAt(row)->kind == DifferenceKind::OrderWithoutPayment)
            orphanRow = row;
    }
    QVERIFY(amountRow >= 0 && orphanRow >= 0);
    const QString hash = cachedPayment(1, PaymentStatus::Confirmed, u"BRL"_s, 0).hash;

    // Enter on a row without a payment opens nothing; on the amount difference, its payment.
    table->setFocus();
    table->setCurrentIndex(model->index(orphanRow, 0));
    QTest::keyClick(table, Qt::Key_Return);
    QVERIFY(!m_window->currentPayment());
    QVERIFY(!dialog->isRunning());   // Enter went to the table, not to Run
    table->setCurrentIndex(model->index(amountRow, 0));
    QTest::keyClick(table, Qt::Key_Return);
    QVERIFY(m_window->currentPayment());
    QCOMPARE(m_window->currentPayment()->hash, hash);
    QCOMPARE(m_window->filterBar()->filter().text, hash);
    QVERIFY(m_window->paymentsView()->selectionModel()->isRowSelected(windowRowOf(hash), {}));
    // The usual actions are one click away: a confirmed payment may be refunded.
    QVERIFY(m_window->actions().refund->isEnabled());

    // A double-click does the same, whatever the window showed meanwhile.
    m_window->filterBar()->setFilter({});
    m_window->paymentsView()->clearSelection();
    QVERIFY(!m_window->currentPayment());
    const QRect cell = table->visualRect(model->index(amountRow, int(DifferenceModel::Column::MerchantCode)));
    // A widget's double-click in QTest is the second click only: the first one comes before it.
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
    QVERIFY(!m_window->currentPayment());
    QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, cell.center());
    QVERIFY(m_window->currentPayment());
    QCOMPARE(m_window->currentPayment()->hash, hash);
    QCOMPARE(m_window->filterBar()->filter().text, hash);
}

void TestReconcileView::clpDifferenceHasNoDecimals()
{
    // 5,000 pesos at the gateway; the shop says 4,000.
    QVERIFY(m_session->payments().upsertMany({cachedPayment(3, PaymentStatus::Confirmed, u"CLP"_s, 500000)}).hasValue());
    const QString orders = writeOrders(u"clp.csv"_s, {u"order-3;4000;CLP;pagado;2026-11-01"_s});
    ReconcileDialog *dialog = openDialog();
    QVERIFY(dialog);
    dialog->setOrderFile(orders);
    mapColumns(*dialog);
    QVERIFY(run(*dialog));
    const DifferenceModel *model = dialog->results()->model();
    QCOMPARE(model->rowCount(), 1);
    QCOMPARE(model->differenceAt(0)->kind, DifferenceKind::AmountDiffers);
    const auto cell = [model](DifferenceModel::Column column) {
        return model->data(model->index(0, int(column))).toString();
    };
    const QString gateway = cell(DifferenceModel::Column::GatewayAmount);
    const QString shop = cell(DifferenceModel::Column::ShopAmount);
    QCOMPARE(gateway, formatMoney(500000, u"CLP"_s));
    QVERIFY2(gateway.contains(u"5,000"_s) && !gateway.contains(u'.'), qPrintable(gateway));
    QVERIFY2(shop.contains(u"4,000"_s) && !shop.contains(u'.'), qPrintable(shop));
    // The total of the kind: the gap, in pesos.
    auto *totals = child<QTableWidget>(*dialog, u"totalsTable"_s);
    QCOMPARE(totals->rowCount(), 1);
    QCOMPARE(totals->item(0, 1)->text(), u"CLP"_s);
    QCOMPARE(totals->item(0, 2)->text(), u"1"_s);
    const QString total = totals->item(0, 3)->text();
    QVERIFY2(total.contains(u"1,000"_s) && !total.contains(u'.'), qPrintable(total));
}

void TestReconcileView::cancelStopsTheRunningJob()
{
    // The gateway never answers a query: the run waits in "asking the gateway" until Cancel.
    const QJsonObject fault = post(u"/sandbox/faults"_s, {{u"kind"_s, u"hang"_s},
                                                          {u"count"_s, 50},
                                                          {u"paths"_s, QJsonArray{u"/ws/query"_s}}});
    QCOMPARE(fault.value(u"status"_s).toString(), u"SUCCESS"_s);
    const QString orders = writeOrders(u"slow.csv"_s, {u"slow-1;10.00;BRL;pagado;2026-11-01"_s});
    ReconcileDialog *dialog = openDialog();
    QVERIFY(dialog);
    dialog->setOrderFile(orders);
    mapColumns(*dialog);
    QSignalSpy finished(dialog, &ReconcileDialog::runFinished);
    QTest::mouseClick(child<QPushButton>(*dialog, u"runButton"_s), Qt::LeftButton);
    auto *stage = child<QLabel>(*dialog, u"stageLabel"_s);
    QTRY_VERIFY_WITH_TIMEOUT(stage->text().contains(u"Asking the gateway"_s), 30'000);
    QVERIFY(dialog->isRunning());
    QVERIFY(!child<QPushButton>(*dialog, u"runButton"_s)->isEnabled());
    QTest::mouseClick(child<QPushButton>(*dialog, u"cancelButton"_s), Qt::LeftButton);
    QVERIFY(finished.count() == 1 || finished.wait(30'000));
    QVERIFY(!dialog->isRunning());
    QCOMPARE(dialog->lastResult()->outcome, reconcile::ReconcileResult::Outcome::Cancelled);
    QVERIFY(child<QLabel>(*dialog, u"messageLabel"_s)->text().contains(u"nothing was kept"_s));
    QVERIFY(cache::VaultReconcileRunStore(m_session->database()).runs(10).isEmpty());
    QVERIFY(child<QPushButton>(*dialog, u"runButton"_s)->isEnabled());
}

void TestReconcileView::runIsKeptWithItsOperatorAndComparedWithTheLast()
{
    attach(access::Role::Finance);
    QVERIFY(m_session->payments()
                .upsertMany({cachedPayment(1, PaymentStatus::Confirmed, u"BRL"_s, 10000),
                             cachedPayment(2, PaymentStatus::Confirmed, u"BRL"_s, 2550)})
                .hasValue());
    const QStringList first{u"order-1;90.00;BRL;pagado;2026-11-01"_s, u"order-2;25.50;BRL;pagado;2026-11-01"_s};
    const QString orders = writeOrders(u"daily.csv"_s, first);
    ReconcileDialog *dialog = openDialog();
    QVERIFY(dialog);
    // Finance reconciles but may not ask the gateway: the window says so.
    QVERIFY(child<QLabel>(*dialog, u"messageLabel"_s)->text().contains(u"may not query the gateway"_s));
    dialog->setOrderFile(orders);
    mapColumns(*dialog);
    PluralEnglish plurals;   // real plurals: two orders read and matched, one difference
    QCoreApplication::installTranslator(&plurals);
    QVERIFY(run(*dialog));
    const QString summary = child<QLabel>(*dialog, u"summaryLabel"_s)->text();
    QCoreApplication::removeTranslator(&plurals);
    QVERIFY2(summary.contains(u"2 orders read, 2 matched, 1 difference;"_s), qPrintable(summary));
    cache::VaultReconcileRunStore runs(m_session->database());
    const auto kept = runs.latest(u"daily.csv"_s);
    QVERIFY(kept);
    QCOMPARE(kept->actor, u"fiona"_s);
    QCOMPARE(kept->differences, qint64(1));
    AuditFilter filter;
    filter.action = u"reconcile"_s;
    const QList<AuditEntry> audited = m_session->audit().page(filter, 0, 10);
    QCOMPARE(audited.size(), 1);
    QCOMPARE(audited.first().actor, u"fiona"_s);
    QVERIFY(child<QLabel>(*dialog, u"changesLabel"_s)->isHidden());
    QVERIFY(child<QTableWidget>(*dialog, u"resolvedTable"_s)->isHidden());
    QVERIFY(dialog->results()->table()->isColumnHidden(int(DifferenceModel::Column::New)));

    // The shop corrects one order and gets another wrong: one resolved, one new.
    writeOrders(u"daily.csv"_s, {u"order-1;100.00;BRL;pagado;2026-11-01"_s, u"order-2;20.00;BRL;pagado;2026-11-01"_s});
    QVERIFY(run(*dialog));
    auto *changes = child<QLabel>(*dialog, u"changesLabel"_s);
    QVERIFY(!changes->isHidden());
    QVERIFY2(changes->text().contains(u"Since run %1"_s.arg(kept->id)), qPrintable(changes->text()));
    QVERIFY2(changes->text().contains(u"1 new, 1 resolved, 0 unchanged"_s), qPrintable(changes->text()));
    auto *resolved = child<QTableWidget>(*dialog, u"resolvedTable"_s);   // listed, not only counted
    QVERIFY(!resolved->isHidden());
    QCOMPARE(resolved->rowCount(), 1);
    QCOMPARE(resolved->item(0, 1)->text(), u"order-1"_s);
    QVERIFY(!dialog->results()->table()->isColumnHidden(int(DifferenceModel::Column::New)));
    const DifferenceModel *model = dialog->results()->model();
    QCOMPARE(model->rowCount(), 1);
    QCOMPARE(model->differenceAt(0)->merchantCode, u"order-2"_s);
    QCOMPARE(model->data(model->index(0, int(DifferenceModel::Column::New))).toString(), u"New"_s);
    QCOMPARE(runs.runs(10).size(), 2);

    const QString csv = m_dir->filePath(u"differences.csv"_s);
    QVERIFY(dialog->exportDifferences(csv));
    QFile written(csv);
    const QStringList lines = written.open(QIODevice::ReadOnly)
                                  ? QString::fromUtf8(written.readAll()).split(u"\r\n"_s, Qt::SkipEmptyParts)
                                  : QStringList();
    QCOMPARE(lines.size(), 2);
    QVERIFY2(lines.at(1).contains(u"order-2"_s) && lines.at(1).contains(u"amount_differs"_s), qPrintable(lines.at(1)));
    for (const QString &name : {u"differences.xlsx"_s, u"differences.pdf"_s}) {   // the format by the extension
        QVERIFY(dialog->exportDifferences(m_dir->filePath(name)));
        QFile exported(m_dir->filePath(name));
        QVERIFY(exported.open(QIODevice::ReadOnly));
        QVERIFY(exported.read(4) == (name.endsWith(u".pdf"_s) ? QByteArray("%PDF") : QByteArray("PK\x03\x04")));
    }
}

void TestReconcileView::actionObeysRoles_data()
{
    QTest::addColumn<int>("role");   // -1: no operator model
    QTest::addColumn<bool>("available");
    QTest::newRow("no operators") << -1 << true;
    QTest::newRow("finance") << int(access::Role::Finance) << true;
    QTest::newRow("manager") << int(access::Role::Manager) << true;
    QTest::newRow("support") << int(access::Role::Support) << false;
}

void TestReconcileView::actionObeysRoles()
{
    QFETCH(int, role);
    QFETCH(bool, available);
    attach(role < 0 ? std::nullopt : std::optional(static_cast<access::Role>(role)));
    auto *action = child<QAction>(*m_window, u"reconcileAction"_s);
    QCOMPARE(action->isEnabled(), available);
    const QString refusal =
        access::AccessError{access::AccessError::Code::Forbidden, access::Permission::Export, {}}.message();
    QCOMPARE(action->toolTip() == refusal, !available);
    // Exporting takes the same permission: a role without it sees that action disabled too.
    auto *exportAction = child<QAction>(*m_window, u"exportReportAction"_s);
    QCOMPARE(exportAction->isEnabled(), available);
    QCOMPARE(exportAction->toolTip() == refusal, !available);
    action->trigger();
    QCOMPARE(m_window->reconcileDialog() != nullptr, available);
    // Locking closes the window: it never outlives the cache session it reads.
    m_window->lockNow();
    QVERIFY(!m_window->reconcileDialog());
    QVERIFY(!action->isEnabled());
}

QTEST_MAIN(TestReconcileView)
#include "tst_reconcileview.moc"
