// directdesk-cli reconcile against a directdesk-sandbox process and a connected vault: codes the
// cache does not know are queried from the sandbox, exit 0 / 13 / 3 / 6 as documented, a fault
// while querying leaves the codes queued and a re-run after `sync` says what was resolved (and
// lists it); an XLSX order export reconciles like CSV, and the differences go out as XLSX and PDF.
#include "integration/sandbox/sandboxtestdata.h"
#include "support/clirun.h"
#include "support/sandboxprocess.h"

#include "core/reconcile/keptrun.h"
#include "core/reconcile/xlsxsheet.h"

#include <QDate>
#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QTest>

#include <xlsxwriter.h>

using namespace Qt::StringLiterals;
using dd::test::CliFixture;
using dd::test::CliRun;

namespace {

const QString Passphrase = u"correct horse 42 battery"_s;

// One order as a spreadsheet types it: the amount a number, the date a date cell (today).
bool writeOrderWorkbook(const QString &path, const QString &code, double amount)
{
    lxw_workbook *book = workbook_new(QFile::encodeName(path).constData());
    lxw_worksheet *sheet = workbook_add_worksheet(book, "Pedidos");
    lxw_format *dateFormat = workbook_add_format(book);
    format_set_num_format(dateFormat, "dd/mm/yyyy");
    const char *headers[] = {"Pedido", "Total", "Moneda", "Estado", "Fecha"};
    for (lxw_col_t c = 0; c < 5; ++c)
        worksheet_write_string(sheet, 0, c, headers[c], nullptr);
    worksheet_write_string(sheet, 1, 0, code.toUtf8().constData(), nullptr);
    worksheet_write_number(sheet, 1, 1, amount, nullptr);
    worksheet_write_string(sheet, 1, 2, "BRL", nullptr);
    worksheet_write_string(sheet, 1, 3, "pagado", nullptr);
    const QDate today = QDate::currentDate();
    lxw_datetime date{today.year(), today.month(), today.day(), 0, 0, 0};
    worksheet_write_datetime(sheet, 1, 4, &date, dateFormat);
    return workbook_close(book) == LXW_NO_ERROR;
}

QString pdfText(const QString &path)
{
    QProcess pdftotext;
    pdftotext.start(u"pdftotext"_s, {u"-layout"_s, path, u"-"_s});
    if (!pdftotext.waitForFinished(30000) || pdftotext.exitCode() != 0)
        return {};
    return QString::fromUtf8(pdftotext.readAllStandardOutput()).simplified();
}

} // namespace

class TestReconcileCli : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void badCommandLine_data();
    void badCommandLine();
    void unknownCodesAreQueriedAndEverythingMatches();
    void differencesExitThirteenWithCsv();
    void badLinesAreListedAndNothingIsSent();
    void faultWhileQueryingThenRerunAfterSync();
    void namedMappingIsRemembered();
    void xlsxOrdersThenXlsxAndPdfDifferences();

private:
    CliRun call(const QStringList &arguments) const { return dd::test::callCli(arguments, Passphrase); }
    QString createPayment();
    QString writeOrders(const QStringList &lines);
    QStringList reconcile(const QString &orders, const QStringList &extra = {}) const;
    int requests() const { return dd::test::gatewayRequests(m_fixture->sandbox()); }
    void addFault(const QString &kind, int count);

    std::unique_ptr<CliFixture> m_fixture;
};

void TestReconcileCli::init()
{
    m_fixture = std::make_unique<CliFixture>();
    QVERIFY2(m_fixture->start(Passphrase), qPrintable(m_fixture->errorString()));
}

QString TestReconcileCli::createPayment()
{
    const QJsonObject payment = dd::test::cardPayment();
    const QJsonObject answer = m_fixture->sandbox().postWithKey("/ws/direct", dd::test::directRequest(payment));
    if (answer.value(u"payment"_s).toObject().value(u"status"_s).toString() != u"CO")
        return {};
    return payment.value(u"merchant_payment_code"_s).toString();
}

QString TestReconcileCli::writeOrders(const QStringList &lines)
{
    static int files = 0;
    const QString path = m_fixture->path(u"orders-%1.csv"_s.arg(++files));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    const QString today = QDate::currentDate().toString(Qt::ISODate);
    file.write("Pedido;Total;Moneda;Estado;Fecha\r\n");
    for (const QString &line : lines)
        file.write(QString(line + u';' + today + u"\r\n"_s).toUtf8());
    return path;
}

QStringList TestReconcileCli::reconcile(const QString &orders, const QStringList &extra) const
{
    const QDate today = QDate::currentDate();
    return QStringList{u"reconcile"_s,       u"--vault"_s,  m_fixture->vault(), u"--orders"_s, orders,
                       u"--column"_s,        u"código=Pedido"_s,              u"--column"_s, u"importe=Total"_s,
                       u"--column"_s,        u"moneda=Moneda"_s,              u"--column"_s, u"estado=Estado"_s,
                       u"--column"_s,        u"fecha=Fecha"_s,                u"--from"_s,
                       today.addDays(-1).toString(Qt::ISODate), u"--to"_s, today.addDays(1).toString(Qt::ISODate)}
           + extra;
}

void TestReconcileCli::addFault(const QString &kind, int count)
{
    const QJsonObject added = m_fixture->sandbox().post(
        "/sandbox/faults", {{u"kind"_s, kind}, {u"count"_s, count}, {u"paths"_s, QJsonArray{u"/ws/query"_s}}});
    QCOMPARE(added.value(u"status"_s).toString(), u"SUCCESS"_s);
}

void TestReconcileCli::badCommandLine_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const auto row = [](const char *name, const char *line, const char *message) {
        QTest::newRow(name) << QString::fromUtf8(line).split(u' ', Qt::SkipEmptyParts) << QString::fromUtf8(message);
    };
    row("no orders", "reconcile --vault VAULT --column code=A", "--orders FILE is required.");
    row("no mapping", "reconcile --vault VAULT --orders o.csv", "Give exactly one of --mapping and --column.");
    row("both mappings", "reconcile --vault VAULT --orders o.csv --mapping m --column code=A",
        "Give exactly one of --mapping and --column.");
    row("column without code", "reconcile --vault VAULT --orders o.csv --column amount=Total",
        "no merchant payment code column");
    row("unknown field", "reconcile --vault VAULT --orders o.csv --column code=A --column colour=B",
        "\"colour=B\" is not FIELD=HEADER");
    row("bad separator", "reconcile --vault VAULT --orders o.csv --column code=A --separator |",
        "The separator is , or ; or tab.");
    row("bad decimal mark", "reconcile --vault VAULT --orders o.csv --column code=A --decimal-mark x",
        "The decimal mark is . or ,");
    row("bad date", "reconcile --vault VAULT --orders o.csv --column code=A --from yesterday", "Not a date: yesterday");
    row("from after to", "reconcile --vault VAULT --orders o.csv --column code=A --from 2026-03-02 --to 2026-03-01",
        "--from is after --to.");
    row("save without columns", "reconcile --vault VAULT --orders o.csv --mapping m --save-mapping n",
        "--save-mapping needs the columns");
    row("unknown option", "reconcile --vault VAULT --orders o.csv --column code=A --fast", "Unknown option 'fast'");
    row("output neither csv, xlsx nor pdf", "reconcile --vault VAULT --orders o.csv --column code=A --out d.txt",
        "--out: the file name ends in .csv, .xlsx or .pdf.");
}

void TestReconcileCli::badCommandLine()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    arguments.replaceInStrings(u"VAULT"_s, m_fixture->vault());
    const int before = requests();
    const CliRun run = call(arguments);
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QCOMPARE(requests(), before);
}

void TestReconcileCli::unknownCodesAreQueriedAndEverythingMatches()
{
    const QStringList codes{createPayment(), createPayment(), createPayment()};
    QVERIFY(!codes.contains(QString()));
    QStringList lines;
    for (const QString &code : codes)
        lines.append(code + u";100.00;BRL;pagado"_s);
    const QString orders = writeOrders(lines);
    const int before = requests();
    const CliRun first = call(reconcile(orders, {u"--json"_s}));
    QCOMPARE(first.status, 0);
    const QJsonObject json = first.json();
    QCOMPARE(json.value(u"orders"_s).toInt(), 3);
    QCOMPARE(json.value(u"matched"_s).toInt(), 3);
    QCOMPARE(json.value(u"differences"_s).toInt(), 0);
    QCOMPARE(json.value(u"asked_gateway"_s).toInt(), 3);
    QCOMPARE(requests() - before, 3);   // one query per unknown code

    // The reconciliation filled the cache: a second run asks nothing and compares with the first.
    const CliRun second = call(reconcile(orders, {u"--json"_s}));
    QCOMPARE(second.status, 0);
    QCOMPARE(requests() - before, 3);
    const QJsonObject changes = second.json().value(u"changes"_s).toObject();
    QCOMPARE(changes.value(u"previous_run"_s).toInt(), json.value(u"run"_s).toInt());
    QCOMPARE(changes.value(u"added"_s).toInt(), 0);
    const CliRun audit = call({u"audit"_s, u"list"_s, u"--vault"_s, m_fixture->vault(), u"--action"_s, u"reconcile"_s});
    QCOMPARE(audit.status, 0);
    const QStringList rows = audit.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(rows.size(), 2);
    for (const QString &row : rows)
        QVERIFY2(row.contains(u"\treconcile\t"_s), qPrintable(row));
}

void TestReconcileCli::differencesExitThirteenWithCsv()
{
    const QString paid = createPayment();
    const QString other = createPayment();
    QVERIFY(!paid.isEmpty() && !other.isEmpty());
    const QString ghost = dd::test::uniqueCode(u"ghost"_s);
    const QString orders = writeOrders({paid + u";\"99,50\";BRL;pagado"_s, other + u";100,00;USD;pagado"_s,
                                        ghost + u";10,00;BRL;pendiente"_s});
    const QString out = m_fixture->path(u"differences.csv"_s);
    const CliRun run = call(reconcile(orders, {u"--out"_s, out}));
    QCOMPARE(run.status, 13);
    QVERIFY2(run.out.contains(u"amount_differs  "_s + paid), qPrintable(run.out));
    QVERIFY2(run.out.contains(u"currency_differs  "_s + other), qPrintable(run.out));
    QVERIFY2(run.out.contains(u"order_without_payment  "_s + ghost), qPrintable(run.out));
    QVERIFY2(run.out.contains(u"3 order(s), 2 matched, 3 difference(s)"_s), qPrintable(run.out));
    QFile csv(out);
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QByteArray content = csv.readAll();
    QCOMPARE(content.count("\r\n"), 4);
    QVERIFY(content.contains(QByteArray("amount_differs," + paid.toUtf8() + ",2,")));
    QVERIFY(content.contains(",99.50,BRL,pagado,,100.00,BRL,CO,"));
}

void TestReconcileCli::badLinesAreListedAndNothingIsSent()
{
    const QString orders = writeOrders({u"unknown-1;10,00;BRL;pagado"_s, u"bad code;10,00;BRL;pagado"_s,
                                        u"unknown-2;diez;BRL;pagado"_s, u"unknown-3;10,00;BRL;enviado"_s});
    const int before = requests();
    const CliRun run = call(reconcile(orders, {u"--json"_s}));
    QCOMPARE(run.status, 3);
    QCOMPARE(requests(), before);
    QVERIFY2(run.err.contains(u"line 3: merchant payment code:"_s), qPrintable(run.err));
    QVERIFY2(run.err.contains(u"line 4: importe:"_s) || run.err.contains(u"line 4: amount:"_s), qPrintable(run.err));
    QVERIFY2(run.err.contains(u"line 5: unknown order status \"enviado\""_s), qPrintable(run.err));
    QCOMPARE(run.json().value(u"problem_count"_s).toInt(), 3);
    const CliRun queue = call({u"queue"_s, u"list"_s, u"--vault"_s, m_fixture->vault(), u"--json"_s});
    QCOMPARE(queue.json().value(u"waiting"_s).toInt(), 0);
}

void TestReconcileCli::faultWhileQueryingThenRerunAfterSync()
{
    const QString known = createPayment();
    const QStringList unknown{createPayment(), createPayment()};
    QVERIFY(!known.isEmpty() && !unknown.contains(QString()));
    QCOMPARE(call({u"query"_s, u"--vault"_s, m_fixture->vault(), u"--merchant-code"_s, known}).status, 0);
    const QString orders = writeOrders({known + u";100,00;BRL;pagado"_s, unknown.at(0) + u";100,00;BRL;pagado"_s,
                                        unknown.at(1) + u";100,00;BRL;pagado"_s});
    // Every attempt at both unknown codes fails (first try and three retries each).
    addFault(u"http_500"_s, 8);
    const CliRun faulted = call(reconcile(orders, {u"--json"_s}));
    QCOMPARE(faulted.status, 6);
    const QJsonObject json = faulted.json();
    QCOMPARE(json.value(u"matched"_s).toInt(), 1);
    QCOMPARE(json.value(u"gateway_failed"_s).toInt(), 2);
    for (const QJsonValue &row : json.value(u"rows"_s).toArray())
        QCOMPARE(row.toObject().value(u"kind"_s).toString(), u"not_verified"_s);
    QCOMPARE(json.value(u"differences"_s).toInt(), 2);
    const CliRun queue = call({u"queue"_s, u"list"_s, u"--vault"_s, m_fixture->vault(), u"--json"_s});
    QCOMPARE(queue.json().value(u"waiting"_s).toInt(), 2);

    m_fixture->sandbox().post("/sandbox/faults/clear", {});
    QCOMPARE(call({u"sync"_s, u"--vault"_s, m_fixture->vault()}).status, 0);
    const int before = requests();
    const CliRun rerun = call(reconcile(orders, {u"--json"_s}));
    QCOMPARE(rerun.status, 0);
    QCOMPARE(requests(), before);   // the sync filled the cache
    const QJsonObject changes = rerun.json().value(u"changes"_s).toObject();
    QCOMPARE(changes.value(u"resolved"_s).toInt(), 2);
    QCOMPARE(changes.value(u"added"_s).toInt(), 0);
    QStringList resolved;
    for (const QJsonValue &row : changes.value(u"resolved_rows"_s).toArray()) {
        QCOMPARE(row.toObject().value(u"kind"_s).toString(), u"not_verified"_s);
        resolved.append(row.toObject().value(u"merchant_payment_code"_s).toString());
    }
    resolved.sort();
    QStringList expected = unknown;
    expected.sort();
    QCOMPARE(resolved, expected);
}

void TestReconcileCli::namedMappingIsRemembered()
{
    const QString code = createPayment();
    QVERIFY(!code.isEmpty());
    const QString orders = writeOrders({code + u";100,00;BRL;pagado"_s});
    QCOMPARE(call(reconcile(orders, {u"--save-mapping"_s, u"loja"_s})).status, 0);
    const CliRun named = call({u"reconcile"_s, u"--vault"_s, m_fixture->vault(), u"--orders"_s, orders, u"--mapping"_s,
                               u"loja"_s, u"--json"_s});
    QCOMPARE(named.status, 0);
    QCOMPARE(named.json().value(u"matched"_s).toInt(), 1);
    const CliRun missing = call({u"reconcile"_s, u"--vault"_s, m_fixture->vault(), u"--orders"_s, orders,
                                 u"--mapping"_s, u"tienda"_s});
    QCOMPARE(missing.status, 2);
    QVERIFY2(missing.err.contains(u"No mapping is named tienda."_s), qPrintable(missing.err));
}

void TestReconcileCli::xlsxOrdersThenXlsxAndPdfDifferences()
{
    const QString paid = createPayment();
    QVERIFY(!paid.isEmpty());
    const QString orders = m_fixture->path(u"pedidos.xlsx"_s);
    QVERIFY(writeOrderWorkbook(orders, paid, 99.5));
    const QString workbook = m_fixture->path(u"diferencias.xlsx"_s);
    const CliRun first = call(reconcile(orders, {u"--out"_s, workbook}));
    QCOMPARE(first.status, 13);
    QVERIFY2(first.out.contains(u"amount_differs  "_s + paid), qPrintable(first.out));
    QFile file(workbook);
    QVERIFY(file.open(QIODevice::ReadOnly));
    auto sheet = dd::reconcile::XlsxSheetReader::open(file);
    QVERIFY2(sheet, qPrintable(sheet ? QString() : sheet.error()));
    QCOMPARE(sheet.value()->next(), dd::reconcile::OrderRecords::Step::Record);
    QCOMPARE(sheet.value()->fields(), dd::reconcile::differenceColumnNames(true));
    QCOMPARE(sheet.value()->next(), dd::reconcile::OrderRecords::Step::Record);
    const QStringList row = sheet.value()->fields();
    QCOMPARE(row.mid(0, 3), (QStringList{u"amount_differs"_s, paid, u"2"_s}));
    QCOMPARE(row.at(4), u"99.5"_s);
    QCOMPARE(row.at(8), u"100"_s);
    QCOMPARE(sheet.value()->next(), dd::reconcile::OrderRecords::Step::End);

    // The shop corrects its export; the re-run lists the difference as resolved, in the PDF too.
    QVERIFY(writeOrderWorkbook(orders, paid, 100));
    const QString pdf = m_fixture->path(u"diferencias.pdf"_s);
    const CliRun second = call(reconcile(orders, {u"--out"_s, pdf}));
    QCOMPARE(second.status, 0);
    QVERIFY2(second.out.contains(u"0 new, 1 resolved, 0 unchanged."_s), qPrintable(second.out));
    QVERIFY2(second.out.contains(u"resolved  amount_differs  "_s + paid), qPrintable(second.out));
    const QString text = pdfText(pdf);
    QVERIFY2(text.contains(u"Reconciliation of pedidos.xlsx"_s), qPrintable(text));
    QVERIFY2(text.contains(u"1 order(s), 1 matched, 0 difference(s)."_s), qPrintable(text));
    QVERIFY2(text.contains(u"Amount differs "_s + paid), qPrintable(text));

    // A damaged workbook is a problem of the whole file: exit 10, named, nothing asked or kept.
    QFile whole(orders);
    QVERIFY(whole.open(QIODevice::ReadOnly));
    const QByteArray bytes = whole.readAll();
    const QString damaged = m_fixture->path(u"pedidos-roto.xlsx"_s);
    QFile cut(damaged);
    QVERIFY(cut.open(QIODevice::WriteOnly) && cut.write(bytes.left(bytes.size() / 2)) > 0);
    cut.close();
    const int before = requests();
    const CliRun refused = call(reconcile(damaged, {u"--json"_s}));
    QCOMPARE(refused.status, 10);
    QVERIFY2(refused.err.contains(damaged + u": not a readable XLSX workbook: the archive is truncated"_s),
             qPrintable(refused.err));
    QCOMPARE(requests(), before);
}

QTEST_MAIN(TestReconcileCli)
#include "tst_reconcilecli.moc"
