// directdesk-cli refused input, called in-process against a directdesk-sandbox process: every bad value
// of capture/refund/cancel/query is exit 3 with one clear line (or a JSON error object under
// --json) naming the field, and NOTHING reaches the gateway, not even the payment's look-up
// (checked on the sandbox's own request counter). The audit trail keeps refused input only cut
// to its bound; a large bulk refunds file is streamed (measured on the program run as a process).
#include "core/cache/auditstore.h"
#include "core/cache/cachesession.h"
#include "core/cache/vault.h"
#include "integration/sandbox/sandboxtestdata.h"
#include "support/clirun.h"
#include "support/sandboxprocess.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <sys/resource.h>

using namespace dd;

namespace {

const QString Passphrase = QStringLiteral("correct horse 42 battery");

using Run = dd::test::CliRun;

Run cli(const QStringList &arguments)
{
    return dd::test::callCli(arguments, Passphrase);
}

// Placeholders in a row's arguments, replaced once the payment and files exist.
const QString HashArg = QStringLiteral("{hash}");
const QString BankArg = QStringLiteral("{bank}");

} // namespace

class TestCliInput : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void refusedBeforeSending_data();
    void refusedBeforeSending();
    void refusalIsOneLineWithoutUsage();
    void pesoRefundWithCentsIsRefused();
    void refusedInputIsAuditedCut();
    void bulkRefundFileIsStreamed();

private:
    QString vault() const { return m_fixture->vault(); }
    QString createCardPayment();
    int gatewayRequests() const { return dd::test::gatewayRequests(m_fixture->sandbox()); }
    int refundEffects() const;

    std::unique_ptr<dd::test::CliFixture> m_fixture;
};

void TestCliInput::init()
{
    m_fixture = std::make_unique<dd::test::CliFixture>();
    QVERIFY2(m_fixture->start(Passphrase), qPrintable(m_fixture->errorString()));
}

// A pre-authorized card payment (not captured), made on the sandbox past the cache.
QString TestCliInput::createCardPayment()
{
    QJsonObject card = dd::test::rawCard();
    card.insert(QStringLiteral("auto_capture"), false);
    const QJsonObject answer =
        m_fixture->sandbox().postWithKey("/ws/direct", dd::test::directRequest(dd::test::cardPayment(card)));
    return answer.value(QStringLiteral("payment")).toObject().value(QStringLiteral("hash")).toString();
}

int TestCliInput::refundEffects() const
{
    return m_fixture->sandbox().post("/sandbox/stats", {}).value(QStringLiteral("effects")).toObject().value(u"/ws/refund").toInt();
}

void TestCliInput::refusedBeforeSending_data()
{
    QTest::addColumn<QStringList>("arguments");   // after `--vault PATH`
    QTest::addColumn<QByteArray>("bankInfo");     // the --bank-info file, when the row uses {bank}
    QTest::addColumn<QString>("field");
    const auto refund = [](const QString &amount, const QString &description, const QStringList &more = {}) {
        return QStringList{QStringLiteral("refund"), QStringLiteral("--hash"), HashArg, QStringLiteral("--amount"), amount,
                           QStringLiteral("--description"), description}
               + more;
    };
    const QStringList withBank{QStringLiteral("--bank-info"), BankArg};
    const QString ok = QStringLiteral("damaged");
    const QString esc = QStringLiteral("\x1B[2J");
    // Amounts: exit 3 with a JSON error, never the usage text (they were exit 2 before).
    QTest::newRow("amount -1") << refund(QStringLiteral("-1"), ok) << QByteArray() << "amount";
    QTest::newRow("amount 1e9") << refund(QStringLiteral("1e9"), ok) << QByteArray() << "amount";
    QTest::newRow("amount 0.001") << refund(QStringLiteral("0.001"), ok) << QByteArray() << "amount";
    QTest::newRow("amount full-width 10") << refund(QStringLiteral("\uFF11\uFF10"), ok) << QByteArray() << "amount";
    QTest::newRow("amount zero") << refund(QStringLiteral("0"), ok) << QByteArray() << "amount";
    QTest::newRow("amount 1,50") << refund(QStringLiteral("1,50"), ok) << QByteArray() << "amount";
    QTest::newRow("capture amount -1") << QStringList{QStringLiteral("capture"), QStringLiteral("--hash"), HashArg,
                                                      QStringLiteral("--amount"), QStringLiteral("-1")}
                                       << QByteArray() << "amount";
    // Bank details: types, lengths, control characters.
    QTest::newRow("bank_name a number") << refund(QStringLiteral("1.00"), ok, withBank)
                                        << QByteArray(R"({"bank_name":123,"bank_account":"12345-6"})")
                                        << "bank_info.bank_name";
    QTest::newRow("bank_account a number") << refund(QStringLiteral("1.00"), ok, withBank)
                                           << QByteArray(R"({"bank_account":123456})") << "bank_info.bank_account";
    QTest::newRow("unknown bank field") << refund(QStringLiteral("1.00"), ok, withBank)
                                        << QByteArray(R"({"bank_nmae":"Banco"})") << "bank_info.bank_nmae";
    QTest::newRow("bank_name 101 characters") << refund(QStringLiteral("1.00"), ok, withBank)
                                              << QByteArray(R"({"bank_name":")") + QByteArray(101, 'B') + "\"}"
                                              << "bank_info.bank_name";
    QTest::newRow("bank_name 10 MB") << refund(QStringLiteral("1.00"), ok, withBank)
                                     << QByteArray(R"({"bank_name":")") + QByteArray(10 * 1024 * 1024, 'B') + "\"}"
                                     << "bank_info";
    QTest::newRow("holder name NUL") << refund(QStringLiteral("1.00"), ok, withBank)
                                     << QByteArray(R"({"bank_account_holder_name":"Ana\u0000Souza"})")
                                     << "bank_info.bank_account_holder_name";
    QTest::newRow("holder name ESC") << refund(QStringLiteral("1.00"), ok, withBank)
                                     << QByteArray(R"({"bank_account_holder_name":"Ana\u001b[31m"})")
                                     << "bank_info.bank_account_holder_name";
    // Texts and codes.
    QTest::newRow("description 100 KB") << refund(QStringLiteral("1.00"), QString(100 * 1024, u'x')) << QByteArray()
                                        << "description";
    QTest::newRow("description ESC") << refund(QStringLiteral("1.00"), QStringLiteral("why") + esc) << QByteArray()
                                     << "description";
    QTest::newRow("refund code ESC") << refund(QStringLiteral("1.00"), ok,
                                               {QStringLiteral("--merchant-refund-code"), QStringLiteral("r1") + esc})
                                     << QByteArray() << "merchant_refund_code";
    QTest::newRow("refund hash with CR") << QStringList{QStringLiteral("refund"), QStringLiteral("--hash"),
                                                        QStringLiteral("abc\rdef"), QStringLiteral("--amount"),
                                                        QStringLiteral("1.00"), QStringLiteral("--description"), ok}
                                         << QByteArray() << "hash";
    QTest::newRow("cancel hash with ESC") << QStringList{QStringLiteral("cancel"), QStringLiteral("--hash"),
                                                         QStringLiteral("abc") + esc}
                                          << QByteArray() << "hash";
    QTest::newRow("query merchant code ESC") << QStringList{QStringLiteral("query"), QStringLiteral("--merchant-code"),
                                                            QStringLiteral("order") + esc}
                                             << QByteArray() << "merchant_payment_code";
    QTest::newRow("query merchant code RLO") << QStringList{QStringLiteral("query"), QStringLiteral("--merchant-code"),
                                                            QStringLiteral("order\u202E1")}
                                             << QByteArray() << "merchant_payment_code";
}

void TestCliInput::refusedBeforeSending()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, bankInfo);
    QFETCH(QString, field);
    const QString hash = createCardPayment();
    QVERIFY(!hash.isEmpty());
    // A confirmed payment: had any of these been sent, the gateway would have taken it.
    m_fixture->sandbox().postWithKey("/ws/capture", {{QStringLiteral("hash"), hash}});
    const QString bankPath = m_fixture->path(QStringLiteral("bank.json"));
    QFile bank(bankPath);
    QVERIFY(bank.open(QIODevice::WriteOnly));
    bank.write(bankInfo);
    bank.close();
    arguments.replaceInStrings(HashArg, hash);
    arguments.replaceInStrings(BankArg, bankPath);
    arguments.insert(1, QStringLiteral("--vault"));
    arguments.insert(2, vault());
    arguments.append(QStringLiteral("--json"));
    const int before = gatewayRequests();

    const Run run = cli(arguments);
    QVERIFY2(run.status == 3, qPrintable(QString::number(run.status) + u' ' + run.out.left(300) + run.err.left(300)));
    const QJsonObject json = run.json();
    QCOMPARE(json.value(u"status").toString(), QStringLiteral("ERROR"));
    QCOMPARE(json.value(u"error").toString(), QStringLiteral("validation"));
    const QJsonObject fields = json.value(u"fields").toObject();
    QVERIFY2(fields.contains(field), qPrintable(run.out.left(500)));
    QVERIFY(!fields.value(field).toString().isEmpty());
    QVERIFY(!run.err.contains(u"Usage:"));
    QCOMPARE(gatewayRequests(), before);   // not even the look-up went out
    QCOMPARE(refundEffects(), 0);
}

// ISO 4217: a Chilean peso has no cents. The currency is the payment's, so the look-up goes out,
// but the refund does not; whole pesos go through.
void TestCliInput::pesoRefundWithCentsIsRefused()
{
    QJsonObject payment = dd::test::cardPayment(dd::test::rawCard(), QStringLiteral("cl"), QStringLiteral("CLP"));
    payment.insert(QStringLiteral("amount_total"), QStringLiteral("1000000"));
    const QString hash = m_fixture->sandbox()
                             .postWithKey("/ws/direct", dd::test::directRequest(payment))
                             .value(QStringLiteral("payment")).toObject().value(QStringLiteral("hash")).toString();
    QVERIFY(!hash.isEmpty());
    const auto refund = [this, &hash](const QString &amount) {
        return cli({QStringLiteral("refund"), QStringLiteral("--vault"), vault(), QStringLiteral("--hash"), hash,
                    QStringLiteral("--amount"), amount, QStringLiteral("--description"), QStringLiteral("talla"),
                    QStringLiteral("--json")});
    };
    const Run cents = refund(QStringLiteral("500000.50"));
    QVERIFY2(cents.status == 3, qPrintable(QString::number(cents.status) + u' ' + cents.out.left(300) + cents.err.left(300)));
    const QString message = cents.json().value(u"fields").toObject().value(u"amount").toString();
    QVERIFY2(message.contains(u"CLP"), qPrintable(cents.out.left(500)));
    QCOMPARE(refundEffects(), 0);

    const Run whole = refund(QStringLiteral("500000"));
    QVERIFY2(whole.status == 0, qPrintable(QString::number(whole.status) + u' ' + whole.out.left(300) + whole.err.left(300)));
    QCOMPARE(refundEffects(), 1);
}

void TestCliInput::refusalIsOneLineWithoutUsage()
{
    const Run run = cli({QStringLiteral("refund"), QStringLiteral("--vault"), vault(), QStringLiteral("--hash"),
                         QStringLiteral("0123456789abcdef0123456789abcdef01234567"), QStringLiteral("--amount"),
                         QStringLiteral("-1"), QStringLiteral("--description"), QStringLiteral("damaged")});
    QCOMPARE(run.status, 3);
    const QString output = QString(run.out + run.err).trimmed();
    QVERIFY2(!output.contains(u"Usage:"), qPrintable(output));
    QCOMPARE(output.count(u'\n'), 0);
    QVERIFY2(output.contains(u"amount"), qPrintable(output));
    QCOMPARE(gatewayRequests(), 0);
}

void TestCliInput::refusedInputIsAuditedCut()
{
    const QString description = QString(100 * 1024, u'x');
    const Run run = cli({QStringLiteral("refund"), QStringLiteral("--vault"), vault(), QStringLiteral("--hash"),
                         QStringLiteral("0123456789abcdef0123456789abcdef01234567"), QStringLiteral("--amount"),
                         QStringLiteral("1.00"), QStringLiteral("--description"), description});
    QCOMPARE(run.status, 3);
    VaultOptions options;
    options.limits = cache::KeyDerivationLimits::fastForTests();
    Vault opened(vault(), options);
    QVERIFY(opened.unlock(Passphrase).hasValue());
    const std::optional<AuditEntry> last = opened.session()->audit().last();
    QVERIFY(last.has_value());
    QCOMPARE(last->action, QStringLiteral("refund"));
    const QString stored = last->parameters.value(u"description").toString();
    QVERIFY2(stored.size() < AuditBound::MaxText + 100, qPrintable(QString::number(stored.size())));
    QVERIFY(stored.startsWith(description.left(AuditBound::MaxText)));
    QVERIFY2(stored.contains(QString::number(description.size())), qPrintable(stored.right(80)));   // marked as cut
}

// 200,000 refunds of 300-character descriptions (about 62 MB): every row is refused locally (not
// a payment hash), so no payment is queried, and the command's peak memory stays far below what
// holding the rows would take (the content alone is 120 MB as UTF-16 text).
void TestCliInput::bulkRefundFileIsStreamed()
{
    const QString csv = m_fixture->path(QStringLiteral("big.csv"));
    {
        QFile file(csv);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("hash,amount,description,merchant_refund_code\n");
        const QByteArray description(300, 'd');
        QByteArray chunk;
        for (int row = 0; row < 200000; ++row) {
            chunk += "not-a-hash-" + QByteArray::number(row) + ",1.00," + description + ",bulk-" + QByteArray::number(row)
                     + '\n';
            if (chunk.size() > (1 << 20)) {
                file.write(chunk);
                chunk.clear();
            }
        }
        file.write(chunk);
    }
    // A process of its own: its peak memory is measured below.
    const Run run = dd::test::runCli({QStringLiteral("refunds"), QStringLiteral("--vault"), vault(), QStringLiteral("--from-csv"),
                                      csv, QStringLiteral("--json")},
                                     Passphrase);
    QVERIFY2(run.status == 3, qPrintable(run.out + run.err));
    QCOMPARE(run.json().value(u"rows").toInt(), 200000);
    QCOMPARE(run.json().value(u"invalid").toInt(), 200000);
    QCOMPARE(gatewayRequests(), 0);
    // Every row has its line in the result file.
    QFile result(csv + QStringLiteral(".result.csv"));
    QVERIFY(result.open(QIODevice::ReadOnly));
    qint64 lines = 0;
    while (!result.atEnd())
        lines += result.readLine().isEmpty() ? 0 : 1;
    QCOMPARE(lines, 200001);
    // The largest child this test has waited for is the command (the sandbox still runs).
    rusage usage{};
    QCOMPARE(getrusage(RUSAGE_CHILDREN, &usage), 0);
    const long peakMegabytes = usage.ru_maxrss / 1024;
    qInfo("peak resident memory of the command: %ld MB", peakMegabytes);
#ifndef __SANITIZE_ADDRESS__
    // Under AddressSanitizer freed memory waits in quarantine and every byte has shadow memory, so the
    // peak there says nothing about the command's own; the plain build's run of this test bounds it.
    QVERIFY2(peakMegabytes < 100, qPrintable(QStringLiteral("peak %1 MB").arg(peakMegabytes)));
#endif
}

QTEST_GUILESS_MAIN(TestCliInput)
#include "tst_cliinput.moc"
