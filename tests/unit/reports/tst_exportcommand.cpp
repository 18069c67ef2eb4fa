#include "reporttestsupport.h"

#include "core/reports/reportexport.h"
#include "support/clirun.h"

#include <QTest>

using namespace dd;
using namespace dd::test;

namespace {

// `directdesk-cli export …` called in this process, as the program would run it.
CliRun exportCall(const QStringList &arguments, const QString &passphrase = Passphrase)
{
    return callCli(QStringList{QStringLiteral("export")} + arguments, passphrase);
}

} // namespace

// `directdesk-cli export` as a scheduled job runs it: exit statuses, one summary line, the same
// rows as the filter selects, a receipt in the audit trail. Called in this process; the filtered
// CSV runs the built program end to end, as cron would.
class TestExportCommand : public QObject
{
    Q_OBJECT

private slots:
    void refusesBadCommandLines_data();
    void refusesBadCommandLines();
    void wrongPassphraseIsVaultError();
    void unwritableOutputIsIoError();
    void writesFilteredCsvWithOneLine();
    void writesXlsxAndPdf_data();
    void writesXlsxAndPdf();

private:
    QString vaultPath() { return m_fixture.vault().databasePath(); }
    ReportFixture m_fixture;
};

void TestExportCommand::refusesBadCommandLines_data()
{
    QTest::addColumn<QStringList>("arguments");
    const QString out = m_fixture.path(QStringLiteral("bad.csv"));
    const QStringList base = {QStringLiteral("--vault"), vaultPath(), QStringLiteral("--out"), out};
    auto row = [&](const char *name, const QStringList &extra) { QTest::newRow(name) << (base + extra); };
    row("no format", {});
    row("unknown format", {QStringLiteral("--format"), QStringLiteral("ods")});
    row("unknown what", {QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("--what"), QStringLiteral("all")});
    row("bad from", {QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("--from"), QStringLiteral("2026-13-01")});
    row("to before from", {QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("--from"),
                           QStringLiteral("2026-02-01"), QStringLiteral("--to"), QStringLiteral("2026-01-01")});
    row("unknown status", {QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("--status"), QStringLiteral("XX")});
    row("unknown column", {QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("--columns"), QStringLiteral("hash,cvv")});
    row("bad currency", {QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("--currency"), QStringLiteral("REAL")});
    row("bad separator", {QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("--separator"), QStringLiteral("|")});
    row("bad decimal mark", {QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("--decimal-mark"), QStringLiteral(";")});
    row("bad time zone", {QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("--tz"), QStringLiteral("Mars/Base")});
    row("missing value", {QStringLiteral("--format")});
    row("stray argument", {QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("extra")});
    row("unknown option", {QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("--colour"), QStringLiteral("red")});
    QTest::newRow("no vault") << QStringList{QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("--out"), out};
}

void TestExportCommand::refusesBadCommandLines()
{
    QFETCH(QStringList, arguments);
    const CliRun run = exportCall(arguments);
    QCOMPARE(run.status, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY(!run.err.isEmpty());
    QVERIFY(!QFile::exists(m_fixture.path(QStringLiteral("bad.csv"))));
}

void TestExportCommand::wrongPassphraseIsVaultError()
{
    const QString out = m_fixture.path(QStringLiteral("locked.csv"));
    const CliRun run = exportCall({QStringLiteral("--vault"), vaultPath(), QStringLiteral("--format"), QStringLiteral("csv"),
                                   QStringLiteral("--out"), out},
                                  QStringLiteral("not the passphrase at all"));
    QCOMPARE(run.status, 9);
    QVERIFY(!run.err.contains(Passphrase));
    QVERIFY(!QFile::exists(out));
}

void TestExportCommand::unwritableOutputIsIoError()
{
    const QString out = m_fixture.path(QStringLiteral("no-such-folder/x.csv"));
    const CliRun run = exportCall({QStringLiteral("--vault"), vaultPath(), QStringLiteral("--format"), QStringLiteral("csv"),
                                   QStringLiteral("--out"), out});
    QCOMPARE(run.status, 10);
    QVERIFY(run.out.isEmpty());
    QVERIFY(!QFile::exists(out));
}

void TestExportCommand::writesFilteredCsvWithOneLine()
{
    const QString out = m_fixture.path(QStringLiteral("scheduled.csv"));
    const QDate from(2026, 1, 1);
    const QDate to(2026, 1, 20);   // inclusive
    // The built program, as a scheduled job starts it.
    const CliRun run = runCli({QStringLiteral("export"), QStringLiteral("--vault"), vaultPath(), QStringLiteral("--format"),
                               QStringLiteral("csv"), QStringLiteral("--status"), QStringLiteral("CO,pe"), QStringLiteral("--from"),
                               from.toString(Qt::ISODate), QStringLiteral("--to"), to.toString(Qt::ISODate),
                               QStringLiteral("--columns"), QStringLiteral("hash,amount_ext,currency_ext,status"),
                               QStringLiteral("--separator"), QStringLiteral(";"), QStringLiteral("--decimal-mark"),
                               QStringLiteral(","), QStringLiteral("--operator"), QStringLiteral("cron"),
                               QStringLiteral("--out"), out},
                              Passphrase);
    QCOMPARE(run.status, 0);
    QCOMPARE(run.out.count(u'\n'), 1);
    QVERIFY(run.out.contains(out));

    const auto expected = m_fixture.sums([&](const Payment &p) {
        const QDate day = p.openDate.toUTC().date();
        return (p.status == PaymentStatus::Confirmed || p.status == PaymentStatus::Pending) && day >= from && day <= to;
    });
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QStringList> rows = parseCsv(file.readAll(), u';');
    QMap<QString, CurrencySums> read;
    for (qsizetype i = 1; i < rows.size(); ++i) {
        QVERIFY(rows.at(i).at(3) == u"CO" || rows.at(i).at(3) == u"PE");
        CurrencySums &s = read[rows.at(i).at(2)];
        ++s.count;
        s.amount += hundredthsOf(rows.at(i).at(1), u',');
    }
    QVERIFY(!expected.isEmpty());
    QCOMPARE(read.keys(), expected.keys());
    for (auto it = expected.begin(); it != expected.end(); ++it) {
        QCOMPARE(read.value(it.key()).count, it->count);
        QCOMPARE(read.value(it.key()).amount, it->amount);
    }
    const QList<AuditEntry> receipts = ReportReceipts::recent(m_fixture.audit());
    QVERIFY(!receipts.isEmpty());
    // The receipt names the operator who signed in with the passphrase; --operator cannot name someone else.
    QString signedIn;
    for (const AuditEntry &entry : m_fixture.audit().entries(0, 100000)) {
        if (entry.action == QStringLiteral("sign_in") && entry.result == QStringLiteral("SUCCESS"))
            signedIn = entry.actor;
    }
    QVERIFY(!signedIn.isEmpty());
    QCOMPARE(receipts.first().actor, signedIn);
    QVERIFY(receipts.first().actor != QStringLiteral("cron"));
    QCOMPARE(receipts.first().parameters.value(QStringLiteral("sha256")).toString().toLatin1(), fileDigest(out).toHex());
}

void TestExportCommand::writesXlsxAndPdf_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QByteArray>("magic");
    QTest::newRow("xlsx") << QStringLiteral("xlsx") << QByteArray("PK");
    QTest::newRow("pdf") << QStringLiteral("pdf") << QByteArray("%PDF");
}

void TestExportCommand::writesXlsxAndPdf()
{
    QFETCH(QString, format);
    QFETCH(QByteArray, magic);
    const QString out = m_fixture.path(QStringLiteral("scheduled.") + format);
    const CliRun run = exportCall({QStringLiteral("--vault"), vaultPath(), QStringLiteral("--format"), format,
                                   QStringLiteral("--what"), QStringLiteral("both"), QStringLiteral("--currency"),
                                   QStringLiteral("mxn"), QStringLiteral("--out"), out});
    QCOMPARE(run.status, 0);
    QCOMPARE(run.out.count(u'\n'), 1);
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.read(4).startsWith(magic));
}

QTEST_MAIN(TestExportCommand)
#include "tst_exportcommand.moc"
