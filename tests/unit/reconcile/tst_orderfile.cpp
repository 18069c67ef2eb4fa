// Reading a shop's order export: separators, encodings, quoting, decimal marks, dates, statuses and
// mappings in English, Spanish and Portuguese; every problem of a file or of a line is a row.
#include "core/reconcile/orderfile.h"
#include "tests/unit/reconcile/orderreading.h"

#include <QTest>

using namespace dd::reconcile;
using namespace dd::test;
using namespace Qt::StringLiterals;

namespace {

QByteArray withHeader(const QByteArray &lines)
{
    return "Order,Total,Currency,Status,Date,Refunded\n" + lines;
}

} // namespace

class TestOrderFile : public QObject
{
    Q_OBJECT
private slots:
    void separatorsAndEncodings_data();
    void separatorsAndEncodings();
    void quotedFieldsKeepLineNumbers();
    void decimalMarks_data();
    void decimalMarks();
    void statusesAndDates_data();
    void statusesAndDates();
    void fileProblems_data();
    void fileProblems();
    void rowProblems_data();
    void rowProblems();
    void mappingProblems_data();
    void mappingProblems();
    void mappingInThreeLanguages_data();
    void mappingInThreeLanguages();
    void fingerprintNamesTheBytes();
};

void TestOrderFile::separatorsAndEncodings_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QChar>("separator");
    QTest::addColumn<int>("encoding");
    QTest::newRow("comma") << QByteArray("Order,Total\nA-1,10.00\n") << u"A-1"_s << QChar(u',') << 0;
    QTest::newRow("semicolon") << QByteArray("Order;Total\nA-1;10,00\n") << u"A-1"_s << QChar(u';') << 0;
    QTest::newRow("tab") << QByteArray("Order\tTotal\nA-1\t10.00\n") << u"A-1"_s << QChar(u'\t') << 0;
    QTest::newRow("utf-8 bom") << QByteArray("\xEF\xBB\xBFOrder,Total\npedido-\xC3\xB1,10.00\n") << u"pedido-ñ"_s
                               << QChar(u',') << 0;
    QTest::newRow("crlf, no final line break") << QByteArray("Order,Total\r\nA-1,10.00") << u"A-1"_s << QChar(u',') << 0;
    QTest::newRow("windows-1252") << QByteArray("Order;Total\npedido-\xF1\x80;10,00\n") << u"pedido-ñ€"_s << QChar(u';')
                                  << 1;
    QTest::newRow("latin-1") << QByteArray("Order;Total\nS\xE3o;10,00\n") << u"São"_s << QChar(u';') << 1;
    QTest::newRow("blank lines skipped") << QByteArray("Order,Total\n\nA-1,10.00\n\n") << u"A-1"_s << QChar(u',') << 0;
}

void TestOrderFile::separatorsAndEncodings()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, code);
    QFETCH(QChar, separator);
    QFETCH(int, encoding);
    const OrdersRead read = readOrders(content, {u"code=Order"_s, u"amount=Total"_s});
    QVERIFY2(read.fileProblem.isEmpty(), qPrintable(read.fileProblem));
    QCOMPARE(read.layout.separator, separator);
    QCOMPARE(int(read.layout.print.encoding), encoding);
    QVERIFY(read.problems.isEmpty());
    QCOMPARE(read.orders.size(), 1);
    QCOMPARE(read.orders.constFirst().code, code);
    QCOMPARE(read.orders.constFirst().amount, std::optional<qint64>(1000));
}

void TestOrderFile::quotedFieldsKeepLineNumbers()
{
    const OrdersRead read = readOrders("Order,Total,Note\n"
                                 "\"A,1\",\"1,234.50\",\"two\nlines, \"\"quoted\"\"\"\n"
                                 "B-2,5.00,plain\n",
                                 {u"code=Order"_s, u"amount=Total"_s});
    QVERIFY2(read.fileProblem.isEmpty(), qPrintable(read.fileProblem));
    QCOMPARE(read.orders.size(), 2);
    QCOMPARE(read.problems.size(), 0);
    QCOMPARE(read.orders.at(0).line, 2);
    QCOMPARE(read.orders.at(1).line, 4);
    QCOMPARE(read.orders.at(0).amount, std::optional<qint64>(123450));
    // A separator inside quotes is part of the value (merchant codes may hold commas).
    QCOMPARE(read.orders.at(0).code, u"A,1"_s);
}

void TestOrderFile::decimalMarks_data()
{
    QTest::addColumn<QByteArray>("lines");
    QTest::addColumn<QString>("given");
    QTest::addColumn<qint64>("first");
    QTest::newRow("dot") << QByteArray("A,12.5\nB,3\n") << QString() << qint64(1250);
    QTest::newRow("comma, settled by another line") << QByteArray("A;\"1.234\"\nB;\"2,50\"\n") << QString() << qint64(123400);
    QTest::newRow("both marks") << QByteArray("A;\"1.234,56\"\n") << QString() << qint64(123456);
    QTest::newRow("grouping with spaces") << QByteArray("A;\"1 234,56\"\n") << QString() << qint64(123456);
    QTest::newRow("repeated grouping") << QByteArray("A,\"1,234,567\"\n") << QString() << qint64(123456700);
    QTest::newRow("integers only") << QByteArray("A,12\nB,7\n") << QString() << qint64(1200);
    QTest::newRow("ambiguous, given comma") << QByteArray("A;\"1,234\"\n") << u","_s << qint64(123);
}

void TestOrderFile::decimalMarks()
{
    QFETCH(QByteArray, lines);
    QFETCH(QString, given);
    QFETCH(qint64, first);
    const char separator = lines.contains(';') ? ';' : ',';
    const QByteArray content = QByteArray("Order") + separator + "Total\n" + lines;
    // "1,234" with ',' given is 1.234: three decimals, refused; the row checks the mark is used.
    const OrdersRead read = readOrders(content, {u"code=Order"_s, u"amount=Total"_s},
                                 given.isEmpty() ? std::nullopt : std::optional(given.front()));
    QVERIFY2(read.fileProblem.isEmpty(), qPrintable(read.fileProblem));
    if (!given.isEmpty()) {
        QCOMPARE(read.problems.size(), 1);
        QVERIFY2(read.problems.constFirst().reason.contains(u"amount"_s), qPrintable(read.problems.constFirst().reason));
        Q_UNUSED(first);
        return;
    }
    QVERIFY(read.problems.isEmpty());
    QCOMPARE(read.orders.constFirst().amount, std::optional<qint64>(first));
}

void TestOrderFile::statusesAndDates_data()
{
    QTest::addColumn<QByteArray>("status");
    QTest::addColumn<QByteArray>("date");
    QTest::addColumn<int>("state");
    QTest::addColumn<QDate>("day");
    const auto row = [](const char *name, const char *status, const char *date, OrderState state, QDate day) {
        QTest::newRow(name) << QByteArray(status) << QByteArray(date) << int(state) << day;
    };
    row("paid, iso date", "paid", "2026-03-01", OrderState::Paid, QDate(2026, 3, 1));
    row("Pagado, iso date-time", "Pagado", "2026-03-01 10:20:30", OrderState::Paid, QDate(2026, 3, 1));
    row("PENDENTE, T and zone", "PENDENTE", "2026-03-01T10:20:30-03:00", OrderState::Pending, QDate(2026, 3, 1));
    row("cancelado, day first", "cancelado", "01/03/2026", OrderState::Cancelled, QDate(2026, 3, 1));
    row("Reembolsado, day first with time", "Reembolsado", "01/03/2026 10:20", OrderState::Refunded, QDate(2026, 3, 1));
    row("aprovação accents", "Concluído", "2026/03/01", OrderState::Paid, QDate(2026, 3, 1));
    row("gateway code", "CO", "2026-03-01T10:20:30Z", OrderState::Paid, QDate(2026, 3, 1));
}

void TestOrderFile::statusesAndDates()
{
    QFETCH(QByteArray, status);
    QFETCH(QByteArray, date);
    QFETCH(int, state);
    QFETCH(QDate, day);
    const OrdersRead read = readOrders(withHeader("A-1,10.00,brl," + status + "," + date + ",0\n"), AllColumns);
    QVERIFY2(read.fileProblem.isEmpty(), qPrintable(read.fileProblem));
    if (!read.problems.isEmpty())
        QFAIL(qPrintable(read.problems.constFirst().reason));
    const Order &order = read.orders.constFirst();
    QCOMPARE(int(*order.state), state);
    QCOMPARE(*order.date, day);
    QCOMPARE(order.currency, u"BRL"_s);
    QCOMPARE(order.refunded, std::optional<qint64>(0));
    QCOMPARE(read.layout.firstDate, std::optional<QDate>(day));
}

void TestOrderFile::fileProblems_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("message");
    QTest::newRow("empty") << QByteArray() << u"the file is empty"_s;
    QTest::newRow("header only") << QByteArray("Order,Total\n") << u"a header but no orders"_s;
    QTest::newRow("mapped header missing") << QByteArray("Code,Total\nA,1\n") << u"no column is headed \"Order\""_s;
    QTest::newRow("header twice") << QByteArray("Order,Total,order\nA,1,B\n") << u"two columns are headed \"Order\""_s;
    QTest::newRow("quote never closed") << QByteArray("Order,Total\n\"A,1\n") << u"line 2: a quote is opened and never closed"_s;
    QTest::newRow("mixed decimal marks") << QByteArray("Order;Total\nA;1.50\nB;2,50\n")
                                         << u"mixes decimal marks ('.' on line 2, ',' on line 3)"_s;
    QTest::newRow("decimal mark unknown") << QByteArray("Order;Total\nA;1,234\n") << u"cannot be told"_s;
    QTest::newRow("runaway quote") << QByteArray("Order,Total\n\"" + QByteArray(70 * 1024, 'x') + "\n")
                                   << u"longer than 64 KB"_s;
}

void TestOrderFile::fileProblems()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, message);
    const OrdersRead read = readOrders(content, {u"code=Order"_s, u"amount=Total"_s});
    QVERIFY2(read.fileProblem.contains(message), qPrintable(read.fileProblem));
    QVERIFY(read.orders.isEmpty());
}

void TestOrderFile::rowProblems_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("reason");
    const auto row = [](const char *name, const char *line, const char *reason) {
        QTest::newRow(name) << QByteArray(line) << QString::fromUtf8(reason);
    };
    row("too few fields", "A-1,10.00,BRL,paid,2026-03-01", "5 fields where the header has 6");
    row("too many fields", "A-1,10.00,BRL,paid,2026-03-01,0,extra", "7 fields where the header has 6");
    row("no code", " ,10.00,BRL,paid,2026-03-01,0", "no merchant payment code");
    row("code with a space", "A 1,10.00,BRL,paid,2026-03-01,0", "merchant payment code:");
    row("code too long", "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA,10.00,BRL,paid,2026-03-01,0",
        "merchant payment code:");
    row("no amount", "A-1,,BRL,paid,2026-03-01,0", "no amount");
    row("amount letters", "A-1,12abc,BRL,paid,2026-03-01,0", "amount: \"12abc\"");
    row("amount negative", "A-1,-5.00,BRL,paid,2026-03-01,0", "amount: \"-5.00\"");
    row("amount three decimals", "A-1,12.345,BRL,paid,2026-03-01,0", "amount: \"12.345\"");
    row("amount bad grouping", "A-1,\"1,23,456.00\",BRL,paid,2026-03-01,0", "is not an amount with '.'");
    row("currency symbol", "A-1,10.00,R$,paid,2026-03-01,0", "currency \"R$\" is not a three-letter");
    row("currency word", "A-1,10.00,EURO,paid,2026-03-01,0", "currency \"EURO\"");
    row("no status", "A-1,10.00,BRL,,2026-03-01,0", "no order status");
    row("unknown status", "A-1,10.00,BRL,shipped,2026-03-01,0", "unknown order status \"shipped\"");
    row("no date", "A-1,10.00,BRL,paid,,0", "no order date");
    row("31 February", "A-1,10.00,BRL,paid,31/02/2026,0", "\"31/02/2026\" is not a date");
    row("month 13", "A-1,10.00,BRL,paid,2026-13-01,0", "\"2026-13-01\" is not a date");
    row("time 25:00", "A-1,10.00,BRL,paid,2026-03-01 25:00,0", "is not a date");
    row("refunded letters", "A-1,10.00,BRL,paid,2026-03-01,abc", "refunded: \"abc\"");
}

// The bad line is listed with its number and reason; the good lines around it still read.
void TestOrderFile::rowProblems()
{
    QFETCH(QByteArray, line);
    QFETCH(QString, reason);
    const OrdersRead read = readOrders(withHeader("OK-1,1.00,BRL,paid,2026-03-01,0\n" + line + "\nOK-2,2.00,BRL,paid,2026-03-02,0\n"),
                                 AllColumns);
    QVERIFY2(read.fileProblem.isEmpty(), qPrintable(read.fileProblem));
    QCOMPARE(read.problems.size(), 1);
    QCOMPARE(read.problems.constFirst().line, 3);
    QVERIFY2(read.problems.constFirst().reason.contains(reason), qPrintable(read.problems.constFirst().reason));
    QCOMPARE(read.orders.size(), 2);
}

void TestOrderFile::mappingProblems_data()
{
    QTest::addColumn<QStringList>("pairs");
    QTest::addColumn<QString>("message");
    QTest::newRow("no code") << QStringList{u"amount=Total"_s} << u"no merchant payment code column"_s;
    QTest::newRow("unknown field") << QStringList{u"code=Order"_s, u"colour=Red"_s} << u"\"colour=Red\" is not FIELD=HEADER"_s;
    QTest::newRow("no equals") << QStringList{u"code"_s} << u"\"code\" is not FIELD=HEADER"_s;
    QTest::newRow("no header") << QStringList{u"code= "_s} << u"names no header"_s;
    QTest::newRow("twice") << QStringList{u"code=A"_s, u"codigo=B"_s} << u"the field code is mapped twice"_s;
}

void TestOrderFile::mappingProblems()
{
    QFETCH(QStringList, pairs);
    QFETCH(QString, message);
    const auto mapping = ColumnMapping::fromPairs(pairs);
    QVERIFY(!mapping);
    QVERIFY2(mapping.error().contains(message), qPrintable(mapping.error()));
}

void TestOrderFile::mappingInThreeLanguages_data()
{
    QTest::addColumn<QStringList>("pairs");
    QTest::addColumn<QByteArray>("content");
    QTest::newRow("english") << QStringList{u"code=Order"_s, u"amount=Total"_s, u"currency=Currency"_s, u"status=Status"_s}
                             << QByteArray("Order,Total,Currency,Status\nA-1,10.00,BRL,paid\n");
    QTest::newRow("spanish") << QStringList{u"código=Pedido"_s, u"importe=Total"_s, u"moneda=Moneda"_s, u"estado=Estado"_s}
                             << QByteArray("Pedido;Total;Moneda;Estado\nA-1;10,00;BRL;pagado\n");
    QTest::newRow("portuguese") << QStringList{u"CODIGO=Pedido"_s, u"valor=Valor total"_s, u"moeda=Moeda"_s,
                                               u"situação=Situação"_s}
                                << QByteArray("Pedido;Valor total;Moeda;Situa\xC3\xA7\xC3\xA3o\nA-1;10,00;BRL;Pago\n");
}

void TestOrderFile::mappingInThreeLanguages()
{
    QFETCH(QStringList, pairs);
    QFETCH(QByteArray, content);
    const OrdersRead read = readOrders(content, pairs);
    QVERIFY2(read.fileProblem.isEmpty(), qPrintable(read.fileProblem));
    QVERIFY(read.problems.isEmpty());
    const Order &order = read.orders.constFirst();
    QCOMPARE(order.code, u"A-1"_s);
    QCOMPARE(order.amount, std::optional<qint64>(1000));
    QCOMPARE(order.currency, u"BRL"_s);
    QCOMPARE(order.state, std::optional(OrderState::Paid));
    const auto stored = ColumnMapping::fromStoredText(ColumnMapping::fromPairs(pairs)->toStoredText());
    QVERIFY(stored);
    QCOMPARE(*stored, ColumnMapping::fromPairs(pairs).value());
}

void TestOrderFile::fingerprintNamesTheBytes()
{
    const OrdersRead first = readOrders("Order,Total\nA-1,10.00\n", {u"code=Order"_s});
    const OrdersRead second = readOrders("Order,Total\nA-1,10.01\n", {u"code=Order"_s});
    QCOMPARE(first.layout.print.sha256.size(), 32);
    QCOMPARE(first.layout.print.bytes, 22);
    QVERIFY(first.layout.print.sha256 != second.layout.print.sha256);
}

QTEST_GUILESS_MAIN(TestOrderFile)
#include "tst_orderfile.moc"
