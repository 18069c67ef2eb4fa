// `directdesk --demo` fills a throw-away cache from the built-in sandbox's demo books, page by
// page, off the GUI thread; it reports progress and can be cancelled. Every demo payment has a
// customer whose document is valid for the country, and a search by the customer finds it.
#include "app/democustomers.h"
#include "app/demoimport.h"
#include "core/storage/secretscrubber.h"
#include "core/cache/vault.h"
#include "core/domain/currency.h"
#include "core/domain/taxdocument.h"
#include "core/storage/paymentstore.h"
#include "sandbox/sandboxserver.h"

#include <QRegularExpression>
#include <QSet>

#include <QNetworkAccessManager>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

class TestDemoImport : public QObject
{
    Q_OBJECT

private slots:
    void importsEveryDemoPayment_data();
    void importsEveryDemoPayment();
    void cancel();
    void sandboxGone();
    void customersAreValidForTheirCountry_data();
    void customersAreValidForTheirCountry();
    void checkDigitsOfKnownDocuments();
    void customerSearchFindsDemoPayments_data();
    void customerSearchFindsDemoPayments();
    void amountsAreWholeMinorUnitsOfTheirCurrency();

private:
    static std::unique_ptr<dd::Vault> makeVault(const QTemporaryDir &dir);
    // A vault in `dir` holding the built-in sandbox's demo books of `count` payments (seed `seed`),
    // imported as `directdesk --demo` does; nothing when a step failed (said on the log).
    static std::unique_ptr<dd::Vault> importedDemoVault(const QTemporaryDir &dir, int count, quint64 seed);
};

std::unique_ptr<dd::Vault> TestDemoImport::makeVault(const QTemporaryDir &dir)
{
    dd::VaultOptions options;
    options.limits = dd::cache::KeyDerivationLimits::fastForTests();
    auto vault = std::make_unique<dd::Vault>(dir.filePath(u"cache.db"_s), options);
    const QString passphrase = u"demo passphrase 42"_s;
    if (!vault->create(passphrase, passphrase))
        return nullptr;
    return vault;
}

std::unique_ptr<dd::Vault> TestDemoImport::importedDemoVault(const QTemporaryDir &dir, int count, quint64 seed)
{
    dd::sandbox::SandboxOptions options;
    options.seedDemo = count;
    options.seed = seed;
    dd::sandbox::SandboxServer sandbox(options);
    QString error;
    auto vault = makeVault(dir);
    if (!sandbox.listen(&error) || !vault) {
        qWarning("no sandbox or vault: %s", qPrintable(error));
        return nullptr;
    }
    QNetworkAccessManager network;
    dd::DemoImport import(&network, sandbox.baseUrl(), *vault);
    QSignalSpy finished(&import, &dd::DemoImport::finished);
    import.start();
    if (!finished.wait(30'000) || !finished.first().first().toString().isEmpty()) {
        qWarning("the demo import did not finish: %s",
                 qPrintable(finished.isEmpty() ? QString() : finished.first().first().toString()));
        return nullptr;
    }
    return vault;
}

void TestDemoImport::importsEveryDemoPayment_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("pages");
    QTest::newRow("empty books") << 0 << 1;
    QTest::newRow("one page") << 120 << 1;
    QTest::newRow("three pages") << 2 * dd::DemoImport::PageSize + 7 << 3;
}

void TestDemoImport::importsEveryDemoPayment()
{
    QFETCH(int, count);
    QFETCH(int, pages);
    dd::sandbox::SandboxOptions options;
    options.seedDemo = count;
    options.seed = 7;
    dd::sandbox::SandboxServer sandbox(options);
    QString error;
    QVERIFY2(sandbox.listen(&error), qPrintable(error));
    QTemporaryDir dir;
    auto vault = makeVault(dir);
    QVERIFY(vault);
    QNetworkAccessManager network;
    dd::DemoImport import(&network, sandbox.baseUrl(), *vault);
    QSignalSpy finished(&import, &dd::DemoImport::finished);
    QSignalSpy stored(&import, &dd::DemoImport::pageStored);
    QSignalSpy progress(&import, &dd::DemoImport::progress);
    import.start();
    QVERIFY(finished.wait(30'000));
    QCOMPARE(finished.first().first().toString(), QString());
    QCOMPARE(stored.count(), pages);
    QCOMPARE(progress.last().at(0).toLongLong(), qint64(count));
    auto session = vault->openSession();
    QVERIFY(session.hasValue());
    QCOMPARE(session.value()->payments().count({}), qint64(count));
}

void TestDemoImport::cancel()
{
    dd::sandbox::SandboxOptions options;
    options.seedDemo = 3 * dd::DemoImport::PageSize;
    dd::sandbox::SandboxServer sandbox(options);
    QString error;
    QVERIFY2(sandbox.listen(&error), qPrintable(error));
    QTemporaryDir dir;
    auto vault = makeVault(dir);
    QVERIFY(vault);
    QNetworkAccessManager network;
    dd::DemoImport import(&network, sandbox.baseUrl(), *vault);
    QSignalSpy finished(&import, &dd::DemoImport::finished);
    connect(&import, &dd::DemoImport::pageStored, &import, &dd::DemoImport::cancel);
    import.start();
    QVERIFY(finished.wait(30'000));
    QVERIFY(!finished.first().first().toString().isEmpty());
    auto session = vault->openSession();
    QVERIFY(session.hasValue());
    // The first page was stored, the rest never fetched.
    QCOMPARE(session.value()->payments().count({}), qint64(dd::DemoImport::PageSize));
}

void TestDemoImport::sandboxGone()
{
    QTemporaryDir dir;
    auto vault = makeVault(dir);
    QVERIFY(vault);
    QNetworkAccessManager network;
    // Nothing listens on port 9 of the loopback address.
    dd::DemoImport import(&network, QUrl(u"http://127.0.0.1:9"_s), *vault);
    QSignalSpy finished(&import, &dd::DemoImport::finished);
    import.start();
    QVERIFY(finished.wait(30'000));
    QVERIFY(finished.first().first().toString().contains(u"did not answer"_s));
}

void TestDemoImport::customersAreValidForTheirCountry_data()
{
    QTest::addColumn<QString>("country");
    for (const char *country : {"br", "cl", "co", "mx", "ar", "pe"})
        QTest::newRow(country) << QString::fromLatin1(country);
}

// Every customer a country's demo payments can get, held to the client's own document rules.
void TestDemoImport::customersAreValidForTheirCountry()
{
    QFETCH(QString, country);
    using namespace dd;
    const QRegularExpression email(u"^[a-z0-9.]+@example\\.(com|net|org)$"_s);
    QSet<QString> documents;
    int companies = 0;
    for (int number = 0; number < DemoCustomers::PerCountry; ++number) {
        const DemoCustomer customer = DemoCustomers::customer(country, number);
        const QString context = country + u' ' + QString::number(number) + u": "_s + customer.name + u" / "_s
                                + customer.email + u" / "_s + customer.document;
        QVERIFY2(customer.name.split(u' ', Qt::SkipEmptyParts).size() >= 3, qPrintable(context));
        QVERIFY2(email.match(customer.email).hasMatch(), qPrintable(context));
        QVERIFY2(TaxDocument::problemFor(customer.document, country).isEmpty(), qPrintable(context));
        // Never taken for a card number (the cache would mask it).
        QCOMPARE(SecretScrubber::maskCardNumbers(customer.document), customer.document);
        const std::optional<QString> digits = TaxDocument::digitsOf(customer.document);
        if (country == u"br") {
            QVERIFY2(customer.company ? TaxDocument::isCnpj(customer.document) : TaxDocument::isCpf(customer.document),
                     qPrintable(context));
        } else if (country == u"cl") {
            QVERIFY2(TaxDocument::isRut(customer.document), qPrintable(context));
        } else if (country == u"co") {
            QVERIFY2(customer.company ? TaxDocument::isNit(customer.document)
                                      : TaxDocument::isCedula(customer.document) && !customer.document.contains(u'-'),
                     qPrintable(context));
        } else if (country == u"mx") {
            QVERIFY2(TaxDocument::isRfc(customer.document), qPrintable(context));
            QCOMPARE(customer.document.size(), customer.company ? 12 : 13);
            QCOMPARE(DemoCustomers::rfcCheckCharacter(customer.document.chopped(1)), customer.document.back());
        } else {
            QVERIFY2(!customer.company && digits && digits->size() == 8, qPrintable(context));   // DNI
        }
        documents.insert(customer.document);
        companies += customer.company ? 1 : 0;
        // The same number gives the same customer.
        const DemoCustomer again = DemoCustomers::customer(country, number);
        QCOMPARE(again.name, customer.name);
        QCOMPARE(again.document, customer.document);
    }
    QVERIFY(documents.size() > DemoCustomers::PerCountry * 9 / 10);
    const bool hasCompanies = country == u"br" || country == u"cl" || country == u"co" || country == u"mx";
    QCOMPARE(companies > 0, hasCompanies);
}

void TestDemoImport::checkDigitsOfKnownDocuments()
{
    using namespace dd;
    QCOMPARE(DemoCustomers::cpfCheckDigits(u"853513468"), u"93"_s);
    QCOMPARE(DemoCustomers::cpfCheckDigits(u"123456789"), TaxDocument::cpfCheckDigits(u"123456789"));
    QCOMPARE(DemoCustomers::rutCheckDigit(12345678), QChar(u'5'));
    QCOMPARE(DemoCustomers::rutCheckDigit(10000013), QChar(u'K'));
    QCOMPARE(DemoCustomers::rfcCheckCharacter(u"GODE561231GR"), QChar(u'8'));
}

void TestDemoImport::customerSearchFindsDemoPayments_data()
{
    QTest::addColumn<QString>("field");
    QTest::newRow("name") << u"name"_s;
    QTest::newRow("e-mail") << u"email"_s;
    QTest::newRow("document as written") << u"document"_s;
    QTest::newRow("document, digits only") << u"digits"_s;
}

// The main window's search box filters by PaymentFilter::text: a demo customer's name, e-mail or
// document finds the payments of that customer, and only theirs.
void TestDemoImport::customerSearchFindsDemoPayments()
{
    QFETCH(QString, field);
    QTemporaryDir dir;
    const auto vault = importedDemoVault(dir, 300, 11);
    QVERIFY(vault);
    auto session = vault->openSession();
    QVERIFY(session.hasValue());
    dd::PaymentStore &store = session.value()->payments();
    const QList<dd::PaymentRow> all = store.rows({}, {}, std::nullopt, 1000);
    QCOMPARE(all.size(), 300);
    QSet<QString> countries;
    for (const dd::PaymentRow &row : all) {
        const dd::Payment &p = row.payment;
        QVERIFY2(!p.customerName.isEmpty() && !p.customerEmail.isEmpty() && !p.customerDocument.isEmpty(),
                 qPrintable(p.merchantPaymentCode));
        QVERIFY2(dd::TaxDocument::problemFor(p.customerDocument, p.country).isEmpty(),
                 qPrintable(p.customerDocument + u' ' + p.country));
        countries.insert(p.country);
    }
    QCOMPARE(countries.size(), 6);
    // Every tenth payment's customer is searched for.
    for (qsizetype i = 0; i < all.size(); i += 10) {
        const dd::Payment &wanted = all.at(i).payment;
        dd::PaymentFilter filter;
        if (field == u"name")
            filter.text = wanted.customerName;
        else if (field == u"email")
            filter.text = wanted.customerEmail;
        else if (field == u"document")
            filter.text = wanted.customerDocument;
        else
            filter.text = dd::TaxDocument::digitsOf(wanted.customerDocument).value_or(wanted.customerDocument);   // an RFC has letters
        const QList<dd::PaymentRow> found = store.rows(filter, {}, std::nullopt, 1000);
        QVERIFY2(std::any_of(found.cbegin(), found.cend(),
                             [&](const dd::PaymentRow &row) { return row.payment.hash == wanted.hash; }),
                 qPrintable(filter.text));
        for (const dd::PaymentRow &row : found) {
            const dd::Payment &p = row.payment;
            const QString value = field == u"name"    ? p.customerName
                                  : field == u"email" ? p.customerEmail
                                                      : p.customerDocument;
            const QString compared = field == u"digits" ? dd::TaxDocument::digitsOf(value).value_or(value) : value;
            const bool matches = compared.startsWith(filter.text, Qt::CaseInsensitive);
            QVERIFY2(matches || p.hash.startsWith(filter.text) || p.merchantPaymentCode.startsWith(filter.text),
                     qPrintable(filter.text + u" found "_s + value));
        }
    }
}

QTEST_MAIN(TestDemoImport)
#include "tst_demoimport.moc"

// A demo payment's amount and its refunds are whole minor units of its currency (a Chilean peso has
// no cents), so what remains of a half-refunded payment can be refunded in full.
void TestDemoImport::amountsAreWholeMinorUnitsOfTheirCurrency()
{
    QTemporaryDir dir;
    const auto vault = importedDemoVault(dir, 600, 7);
    QVERIFY(vault);
    auto session = vault->openSession();
    QVERIFY(session.hasValue());
    dd::PaymentStore &payments = session.value()->payments();
    int partlyRefundedPesos = 0;
    for (const dd::PaymentRow &row : payments.rows({}, {}, std::nullopt, 1'000)) {
        const QString currency = row.payment.currencyExt;
        const qint64 amount = row.payment.amountExt.hundredths();
        QVERIFY2(dd::Currency::admits(amount, currency), qPrintable(row.payment.merchantPaymentCode));
        for (const dd::Refund &refund : payments.refunds(row.rowId))
            QVERIFY2(dd::Currency::admits(refund.amount.hundredths(), currency), qPrintable(refund.merchantRefundCode));
        if (currency == u"CLP"_s && row.refundedHundredths > 0 && row.refundedHundredths < amount)
            ++partlyRefundedPesos;
    }
    QCOMPARE(payments.count({}), qint64(600));
    QVERIFY(partlyRefundedPesos > 0);   // the case a half peso came from
}
