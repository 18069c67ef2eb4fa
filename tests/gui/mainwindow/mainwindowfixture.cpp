#include "mainwindowfixture.h"

namespace dd::test {

namespace {
const QString Passphrase = u"correct horse 42 battery"_s;
} // namespace

dd::Payment demoPayment(int n, dd::PaymentStatus status, const QString &currency, qint64 hundredths,
                        const QString &country, const QString &method)
{
    dd::Payment p;
    p.hash = u"%1"_s.arg(n, 48, 10, QLatin1Char('0'));
    p.merchantPaymentCode = u"order-%1"_s.arg(n);
    p.status = status;
    p.country = country;
    p.currencyExt = currency;
    p.amountExt = dd::Money(hundredths, currency);
    p.amountBr = dd::Money(hundredths, u"BRL"_s);
    p.paymentTypeCode = method;
    p.openDate = QDateTime(QDate(2026, 11, 1), QTime(10, 0), QTimeZone::utc()).addSecs(3600LL * n);
    p.statusDate = p.openDate;
    p.customerName = u"Customer %1"_s.arg(n);
    return p;
}

void MainWindowFixture::setUp()
{
    m_dir = std::make_unique<QTemporaryDir>();
    dd::VaultOptions options;
    options.limits = dd::cache::KeyDerivationLimits::fastForTests();
    m_vault = std::make_unique<dd::Vault>(m_dir->filePath(u"cache.db"_s), options);
    QVERIFY(m_vault->create(Passphrase, Passphrase).hasValue());
    auto session = m_vault->openSession();
    QVERIFY(session.hasValue());
    m_session = std::move(session).value();
    using S = dd::PaymentStatus;
    const QList<dd::Payment> payments = {
        demoPayment(1, S::Confirmed, u"BRL"_s, 10000, u"br"_s, u"visa"_s),
        demoPayment(2, S::Confirmed, u"BRL"_s, 2550, u"br"_s, u"boleto"_s),
        demoPayment(3, S::Pending, u"MXN"_s, 99999, u"mx"_s, u"spei"_s),
        demoPayment(4, S::Open, u"CLP"_s, 500000, u"cl"_s, u"multicaja"_s),
        demoPayment(5, S::Cancelled, u"USD"_s, 1234, u"co"_s, u"mastercard"_s),
        demoPayment(6, S::Confirmed, u"MXN"_s, 15000, u"mx"_s, u"oxxo"_s),
    };
    QVERIFY(m_session->payments().upsertMany(payments).hasValue());
    m_settings = std::make_unique<QSettings>(m_dir->filePath(u"settings.ini"_s), QSettings::IniFormat);
    m_window = std::make_unique<dd::MainWindow>(*m_settings);
    m_window->attach({&m_session->payments(), nullptr, nullptr});
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void MainWindowFixture::tearDown()
{
    m_window.reset();
    m_settings.reset();
    m_session.reset();
    m_vault.reset();
    m_dir.reset();
}

void MainWindowFixture::selectRows(const QList<int> &rows)
{
    QTableView *view = m_window->paymentsView();
    view->clearSelection();
    for (int row : rows)
        view->selectionModel()->select(view->model()->index(row, 0),
                                       QItemSelectionModel::Select | QItemSelectionModel::Rows);
    if (!rows.isEmpty())
        view->selectionModel()->setCurrentIndex(view->model()->index(rows.first(), 0), QItemSelectionModel::NoUpdate);
}

SessionOpener MainWindowFixture::gatedSessions(std::shared_ptr<QSemaphore> gate)
{
    return [gate, vault = m_vault.get()] {
        gate->acquire();
        return vault->openStoreSession();
    };
}

} // namespace dd::test
