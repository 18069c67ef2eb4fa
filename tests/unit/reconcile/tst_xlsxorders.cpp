// XLSX order files: workbooks written by libxlsxwriter (shared strings, inline strings, rich text,
// formula results, numbers, dates, blank cells, a second sheet) and hand-made archives read as the
// CSV rows are; every damaged or hostile archive refused with its reason and no order read.
#include "core/reconcile/orderfile.h"
#include "core/reconcile/orderrecords.h"
#include "tests/unit/reconcile/orderreading.h"
#ifndef Q_MOC_RUN   // moc need not read the archive builder's byte literals
#include "tests/unit/reconcile/zipbuilder.h"
#endif

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <xlsxwriter.h>

using namespace dd::reconcile;
using namespace dd::test;
using namespace Qt::StringLiterals;

namespace {

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The export a shop's back office writes: a header, orders typed as a spreadsheet types them, a
// blank row, and a second sheet that is not the orders.
QByteArray shopWorkbook(const QString &dir, bool constantMemory)
{
    const QByteArray path = QFile::encodeName(dir + (constantMemory ? u"/inline.xlsx"_s : u"/shared.xlsx"_s));
    lxw_workbook_options options{};
    options.constant_memory = constantMemory ? LXW_TRUE : LXW_FALSE;
    lxw_workbook *book = workbook_new_opt(path.constData(), &options);
    lxw_worksheet *sheet = workbook_add_worksheet(book, "Orders");
    lxw_format *dateFormat = workbook_add_format(book);
    format_set_num_format(dateFormat, "yyyy-mm-dd");
    lxw_format *bold = workbook_add_format(book);
    format_set_bold(bold);
    const char *headers[] = {"Order", "Total", "Currency", "Status", "Date", "Refunded", "Gift"};
    for (lxw_col_t c = 0; c < 7; ++c)
        worksheet_write_string(sheet, 0, c, headers[c], nullptr);
    // Row 2: numbers, a date cell, a boolean in a column not mapped.
    worksheet_write_string(sheet, 1, 0, "A-1", nullptr);
    worksheet_write_number(sheet, 1, 1, 12.5, nullptr);
    worksheet_write_string(sheet, 1, 2, "BRL", nullptr);
    worksheet_write_string(sheet, 1, 3, "pagado", nullptr);
    lxw_datetime march1{2026, 3, 1, 0, 0, 0};
    worksheet_write_datetime(sheet, 1, 4, &march1, dateFormat);
    worksheet_write_number(sheet, 1, 5, 0, nullptr);
    worksheet_write_boolean(sheet, 1, 6, 1, nullptr);
    // Row 3: a formula's string result for the status, a date as text, no refunded cell.
    worksheet_write_string(sheet, 2, 0, "A-2", nullptr);
    worksheet_write_number(sheet, 2, 1, 1234.5, nullptr);
    worksheet_write_string(sheet, 2, 2, "brl", nullptr);
    worksheet_write_formula_str(sheet, 2, 3, "=\"pa\"&\"id\"", nullptr, "paid");
    worksheet_write_string(sheet, 2, 4, "2026-03-02", nullptr);
    // Row 4 blank; row 5: a numeric code, an amount typed as text with a decimal comma, rich text.
    worksheet_write_number(sheet, 4, 0, 1001, nullptr);
    worksheet_write_string(sheet, 4, 1, "7,50", nullptr);
    worksheet_write_string(sheet, 4, 2, "CLP", nullptr);
    lxw_rich_string_tuple first{bold, const_cast<char *>("pend")};
    lxw_rich_string_tuple second{nullptr, const_cast<char *>("ing")};
    lxw_rich_string_tuple *runs[] = {&first, &second, nullptr};
    worksheet_write_rich_string(sheet, 4, 3, runs, nullptr);
    lxw_datetime march31{2026, 3, 31, 18, 30, 0};
    worksheet_write_datetime(sheet, 4, 4, &march31, dateFormat);
    worksheet_write_number(sheet, 4, 5, 2.25, nullptr);
    lxw_worksheet *notes = workbook_add_worksheet(book, "Notes");
    worksheet_write_string(notes, 0, 0, "Order", nullptr);
    worksheet_write_string(notes, 1, 0, "not an order", nullptr);
    if (workbook_close(book) != LXW_NO_ERROR)
        return {};
    return fileBytes(QFile::decodeName(path));
}

// A valid workbook written by libxlsxwriter, for the archive damage rows.
QByteArray validWorkbook()
{
    static const QByteArray bytes = [] {
        QTemporaryDir dir;
        return shopWorkbook(dir.path(), false);
    }();
    return bytes;
}

QByteArray patchSheetDirectory(QByteArray zip, qsizetype field, quint32 value, int bytes = 4)
{
    const qsizetype at = directoryEntryOf(zip, "xl/worksheets/sheet1.xml");
    if (at < 0)
        return {};
    if (bytes == 2)
        setLe16At(zip, at + field, quint16(value));
    else
        setLe32At(zip, at + field, value);
    return zip;
}

} // namespace

class TestXlsxOrders : public QObject
{
    Q_OBJECT
private slots:
    void shopWorkbooks_data();
    void shopWorkbooks();
    void firstSheetInWorkbookOrderAnd1904Dates();
    void badRowsNamedBySheetRow();
    void plainDecimals_data();
    void plainDecimals();
    void serialDates_data();
    void serialDates();
    void hostileArchives_data();
    void hostileArchives();
    void oversizedRatioRefused();
};

void TestXlsxOrders::shopWorkbooks_data()
{
    QTest::addColumn<bool>("constantMemory");
    QTest::newRow("shared strings") << false;
    QTest::newRow("inline strings (constant memory)") << true;
}

void TestXlsxOrders::shopWorkbooks()
{
    QFETCH(bool, constantMemory);
    QTemporaryDir dir;
    const QByteArray workbook = shopWorkbook(dir.path(), constantMemory);
    QVERIFY(workbook.startsWith("PK\x03\x04"));
    const OrdersRead read = readOrders(workbook, AllColumns);
    QCOMPARE(read.fileProblem, QString());
    QCOMPARE(read.problems, QList<RowProblem>());
    QCOMPARE(read.layout.records, qint64(3));   // the blank row is not counted
    QCOMPARE(read.layout.firstDate, std::optional<QDate>(QDate(2026, 3, 1)));
    QCOMPARE(read.layout.lastDate, std::optional<QDate>(QDate(2026, 3, 31)));
    QCOMPARE(read.orders.size(), 3);

    const Order &first = read.orders.at(0);
    QCOMPARE(first.line, qint64(2));
    QCOMPARE(first.code, u"A-1"_s);
    QCOMPARE(first.amount, std::optional<qint64>(1250));
    QCOMPARE(first.currency, u"BRL"_s);
    QCOMPARE(first.state, std::optional(OrderState::Paid));
    QCOMPARE(first.date, std::optional<QDate>(QDate(2026, 3, 1)));
    QCOMPARE(first.refunded, std::optional<qint64>(0));

    const Order &second = read.orders.at(1);
    QCOMPARE(second.line, qint64(3));
    QCOMPARE(second.amount, std::optional<qint64>(123450));
    QCOMPARE(second.currency, u"BRL"_s);
    QCOMPARE(second.stateText, u"paid"_s);
    QCOMPARE(second.date, std::optional<QDate>(QDate(2026, 3, 2)));
    QCOMPARE(second.refunded, std::optional<qint64>(0));   // an empty refunded cell is nothing refunded

    const Order &third = read.orders.at(2);
    QCOMPARE(third.line, qint64(5));
    QCOMPARE(third.code, u"1001"_s);
    QCOMPARE(third.amount, std::optional<qint64>(750));   // text "7,50": its mark found as in CSV; number cells need none
    QCOMPARE(third.stateText, u"pending"_s);
    QCOMPARE(third.state, std::optional(OrderState::Pending));
    QCOMPARE(third.date, std::optional<QDate>(QDate(2026, 3, 31)));
    QCOMPARE(third.refunded, std::optional<qint64>(225));
}

void TestXlsxOrders::firstSheetInWorkbookOrderAnd1904Dates()
{
    // The first sheet of the workbook lives in sheet2.xml; sheet1.xml is the second one.
    const QByteArray orders
        = R"(<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>)"
          R"(<row r="3"><c r="B3" t="inlineStr"><is><t>Order</t></is></c><c r="C3" t="inlineStr"><is><t>Total</t></is></c>)"
          R"(<c r="D3" t="inlineStr"><is><t>Date</t></is></c><c r="E3" t="inlineStr"><is><t>Status</t></is></c></row>)"
          R"(<row r="4"><c r="B4" t="inlineStr"><is><r><t>B-</t></r><r><t xml:space="preserve">7</t></r><rPh><t>ignored</t></rPh></is></c>)"
          R"(<c r="C4"><v>1.5E1</v></c><c r="D4"><v>0</v></c><c r="E4" t="s"><v>1</v></c></row>)"
          R"(<row r="9"><c r="B9" t="s"><v>0</v></c><c r="C9"><v>13.750000000000002</v></c><c r="D9" s="1"><v>44000.75</v></c>)"
          R"(<c r="E9" t="inlineStr"><is><t>paid</t></is></c></row>)"
          R"(</sheetData></worksheet>)";
    const QByteArray other = R"(<worksheet><sheetData><row r="1"><c t="inlineStr"><is><t>x</t></is></c></row></sheetData></worksheet>)";
    const QByteArray zip = zipOf({
        {"xl/workbook.xml",
         R"(<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" )"
         R"(xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><workbookPr date1904="1"/>)"
         R"(<sheets><sheet name="Orders" sheetId="2" r:id="rId7"/><sheet name="Other" sheetId="1" r:id="rId1"/></sheets></workbook>)"},
        {"xl/_rels/workbook.xml.rels",
         R"(<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">)"
         R"(<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>)"
         R"(<Relationship Id="rId7" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="/xl/worksheets/sheet2.xml"/>)"
         R"(<Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="strings.xml"/>)"
         R"(</Relationships>)"},
        {"xl/worksheets/sheet1.xml", other, false},
        {"xl/worksheets/sheet2.xml", orders},
        {"xl/strings.xml", R"(<sst><si><t>B-9</t></si><si><r><t>pend</t></r><r><t>ing</t></r></si></sst>)"},
    });
    const OrdersRead read = readOrders(zip, {u"code=Order"_s, u"amount=Total"_s, u"date=Date"_s, u"status=Status"_s});
    QCOMPARE(read.fileProblem, QString());
    QCOMPARE(read.problems, QList<RowProblem>());
    QCOMPARE(read.orders.size(), 2);
    QCOMPARE(read.orders.at(0).line, qint64(4));
    QCOMPARE(read.orders.at(0).code, u"B-7"_s);
    QCOMPARE(read.orders.at(0).amount, std::optional<qint64>(1500));
    QCOMPARE(read.orders.at(0).date, std::optional<QDate>(QDate(1904, 1, 1)));
    QCOMPARE(read.orders.at(0).state, std::optional(OrderState::Pending));
    QCOMPARE(read.orders.at(1).line, qint64(9));
    QCOMPARE(read.orders.at(1).code, u"B-9"_s);
    QCOMPARE(read.orders.at(1).amount, std::optional<qint64>(1375));   // the binary noise past 15 digits dropped, no double
    QCOMPARE(read.orders.at(1).date, std::optional<QDate>(QDate(1904, 1, 1).addDays(44000)));
}

void TestXlsxOrders::badRowsNamedBySheetRow()
{
    const QByteArray sheet = R"(<row r="1"><c r="A1" t="inlineStr"><is><t>Order</t></is></c><c r="B1" t="inlineStr"><is><t>Total</t></is></c></row>)"
                             R"(<row r="2"><c r="A2" t="inlineStr"><is><t>C-1</t></is></c><c r="B2"><v>10</v></c></row>)"
                             R"(<row r="6"><c r="A6" t="inlineStr"><is><t>C-2</t></is></c><c r="B6" t="inlineStr"><is><t>ten</t></is></c></row>)"
                             R"(<row r="7"><c r="B7"><v>-3</v></c></row>)"
                             R"(<row r="8"><c r="A8" t="inlineStr"><is><t>C-3</t></is></c><c r="B8"><v>1</v></c><c r="D8"><v>5</v></c></row>)";
    const OrdersRead read = readOrders(workbookOf(sheet), {u"code=Order"_s, u"amount=Total"_s});
    QCOMPARE(read.fileProblem, QString());
    QCOMPARE(read.orders.size(), 1);
    QCOMPARE(read.problems.size(), 3);
    QCOMPARE(read.problems.at(0).line, qint64(6));
    QVERIFY2(read.problems.at(0).reason.contains(u"\"ten\""_s), qPrintable(read.problems.at(0).reason));
    QCOMPARE(read.problems.at(1).line, qint64(7));
    QCOMPARE(read.problems.at(1).reason, u"no merchant payment code"_s);
    QCOMPARE(read.problems.at(2).line, qint64(8));
    QCOMPARE(read.problems.at(2).reason, u"4 fields where the header has 2"_s);
}

void TestXlsxOrders::plainDecimals_data()
{
    QTest::addColumn<QString>("cell");
    QTest::addColumn<QString>("plain");
    QTest::newRow("as written") << u"1234.5"_s << u"1234.5"_s;
    QTest::newRow("integer") << u"45352"_s << u"45352"_s;
    QTest::newRow("trailing zeros") << u"12.500"_s << u"12.5"_s;
    QTest::newRow("exponent down") << u"1.5E-2"_s << u"0.015"_s;
    QTest::newRow("exponent up") << u"1.2345E+3"_s << u"1234.5"_s;
    QTest::newRow("exponent past the digits") << u"7E3"_s << u"7000"_s;
    QTest::newRow("binary noise") << u"0.30000000000000004"_s << u"0.3"_s;
    QTest::newRow("noise carried") << u"19.999999999999996"_s << u"20"_s;
    QTest::newRow("noise below") << u"13.749999999999998"_s << u"13.75"_s;
    QTest::newRow("negative") << u"-2.50"_s << u"-2.5"_s;
    QTest::newRow("negative zero") << u"-0"_s << u"0"_s;
    QTest::newRow("no number") << u"abc"_s << u"abc"_s;
    QTest::newRow("exponent too large") << u"1E400"_s << u"1E400"_s;
    QTest::newRow("two points") << u"1.2.3"_s << u"1.2.3"_s;
}

void TestXlsxOrders::plainDecimals()
{
    QFETCH(QString, cell);
    QFETCH(QString, plain);
    QCOMPARE(plainDecimal(cell), plain);
}

void TestXlsxOrders::serialDates_data()
{
    QTest::addColumn<QString>("serial");
    QTest::addColumn<bool>("date1904");
    QTest::addColumn<QDate>("date");
    QTest::newRow("1900: day 1") << u"1"_s << false << QDate(1900, 1, 1);
    QTest::newRow("1900: day 59") << u"59"_s << false << QDate(1900, 2, 28);
    QTest::newRow("1900: day 60 never was") << u"60"_s << false << QDate();
    QTest::newRow("1900: day 61") << u"61"_s << false << QDate(1900, 3, 1);
    QTest::newRow("1900: a date and time") << u"46082.75"_s << false << QDate(2026, 3, 1);
    QTest::newRow("1900: day 0") << u"0"_s << false << QDate();
    QTest::newRow("1904: day 0") << u"0"_s << true << QDate(1904, 1, 1);
    QTest::newRow("1904: day 44620") << u"44620"_s << true << QDate(2026, 3, 1);
    QTest::newRow("negative") << u"-5"_s << false << QDate();
    QTest::newRow("past 9999") << u"2958466"_s << false << QDate();
    QTest::newRow("text") << u"soon"_s << false << QDate();
}

void TestXlsxOrders::serialDates()
{
    QFETCH(QString, serial);
    QFETCH(bool, date1904);
    QFETCH(QDate, date);
    const std::optional<QDate> read = dateFromSerial(serial, date1904);
    QCOMPARE(read.value_or(QDate()), date);
}

void TestXlsxOrders::hostileArchives_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<QString>("problem");
    const QByteArray valid = validWorkbook();
    QVERIFY(!valid.isEmpty());
    const qsizetype sheetEntry = directoryEntryOf(valid, "xl/worksheets/sheet1.xml");
    QVERIFY(sheetEntry > 0);
    const quint32 compressed = le32At(valid, sheetEntry + 20);
    const quint32 size = le32At(valid, sheetEntry + 24);

    QTest::newRow("truncated") << valid.left(valid.size() / 2) << u"the archive is truncated"_s;
    QTest::newRow("only a signature") << QByteArray("PK\x03\x04 not really a workbook") << u"the archive is truncated"_s;
    QTest::newRow("bad checksum") << patchSheetDirectory(valid, 16, le32At(valid, sheetEntry + 16) ^ 1)
                                  << u"xl/worksheets/sheet1.xml in the workbook: its checksum does not match"_s;
    QTest::newRow("encrypted") << patchSheetDirectory(valid, 8, 1, 2)
                               << u"xl/worksheets/sheet1.xml in the workbook: it is encrypted"_s;
    QTest::newRow("method not read") << patchSheetDirectory(valid, 10, 12, 2)
                                     << u"xl/worksheets/sheet1.xml in the workbook: compression scheme 12 is not read"_s;
    QTest::newRow("oversize entry") << patchSheetDirectory(valid, 24, 0x50000000)
                                    << u"it unpacks to 1342177280 bytes, more than the 1073741824 allowed"_s;
    QTest::newRow("more than it declares") << patchSheetDirectory(valid, 24, size - 10)
                                           << u"it unpacks to more than the %1 bytes it declares"_s.arg(size - 10);
    QTest::newRow("less than it declares") << patchSheetDirectory(valid, 24, size + 10)
                                           << u"the archive is truncated or damaged"_s;
    QTest::newRow("data cut short") << patchSheetDirectory(valid, 20, compressed / 2)
                                    << u"xl/worksheets/sheet1.xml in the workbook: the archive is truncated or damaged"_s;
    QByteArray zip64 = valid;
    setLe16At(zip64, zip64.lastIndexOf("PK\x05\x06") + 10, 0xFFFF);
    QTest::newRow("zip64") << zip64 << u"ZIP64 archives are not read"_s;
    QByteArray renamed = valid;
    renamed.replace("xl/worksheets/sheet1.xml", "xl/worksheets/sheet9.xml");
    QTest::newRow("missing sheet") << renamed << u"its first sheet (xl/worksheets/sheet1.xml) is missing"_s;
    QByteArray noBook = valid;
    noBook.replace("xl/workbook.xml", "xl/workbook.xmx");
    QTest::newRow("no workbook part") << noBook << u"not a readable XLSX workbook: xl/workbook.xml is missing"_s;
    QTest::newRow("broken XML") << workbookOf(R"(<row r="1"><c r="A1" t="inlineStr"><is><t>Order</t></is></c></row><row)")
                                << u"xl/worksheets/sheet1.xml in the workbook: line 1:"_s;
    QTest::newRow("document type declaration")
        << zipOf({{"xl/workbook.xml", R"(<!DOCTYPE workbook [<!ENTITY a "aaaa">]><workbook/>)"},
                  {"xl/_rels/workbook.xml.rels", "<Relationships/>"}})
        << u"xl/workbook.xml in the workbook: a document type declaration"_s;
    QTest::newRow("shared string missing") << workbookOf(R"(<row r="1"><c r="A1" t="s"><v>5</v></c></row>)")
                                           << u"row 1: the shared string 5 does not exist"_s;
    QTest::newRow("cell beyond the last column")
        << workbookOf(R"(<row r="1"><c r="A1" t="inlineStr"><is><t>Order</t></is></c><c r="XFE1"><v>1</v></c></row>)")
        << u"row 1: \"XFE1\" is not a cell of a sheet"_s;
    QTest::newRow("rows out of order")
        << workbookOf(R"(<row r="2"><c r="A2" t="inlineStr"><is><t>Order</t></is></c></row><row r="1"><c r="A1"><v>1</v></c></row>)")
        << u"row 1 of the sheet is out of order"_s;
    QTest::newRow("no sheet") << zipOf({{"xl/workbook.xml", "<workbook><sheets/></workbook>"},
                                        {"xl/_rels/workbook.xml.rels", "<Relationships/>"}})
                              << u"not a readable XLSX workbook: it has no sheet"_s;
    QTest::newRow("empty sheet") << workbookOf({}) << u"the file has no header line"_s;
}

void TestXlsxOrders::hostileArchives()
{
    QFETCH(QByteArray, file);
    QFETCH(QString, problem);
    QVERIFY(!file.isEmpty());
    const OrdersRead read = readOrders(file, {u"code=Order"_s});
    QVERIFY2(read.fileProblem.contains(problem), qPrintable(read.fileProblem));
    QVERIFY(read.orders.isEmpty());   // refused by inspect(): nothing is read as an order
}

void TestXlsxOrders::oversizedRatioRefused()
{
    // 32 MiB of one repeated row compress a thousand times: no sheet a shop exports does that.
    QByteArray rows = R"(<row r="1"><c r="A1" t="inlineStr"><is><t>Order</t></is></c></row>)";
    rows += QByteArray(32 << 20, ' ');
    const OrdersRead read = readOrders(workbookOf(rows), {u"code=Order"_s});
    QVERIFY2(read.fileProblem.contains(u"xl/worksheets/sheet1.xml in the workbook: it unpacks to "_s)
                 && read.fileProblem.contains(u"times its size, which no sheet does"_s),
             qPrintable(read.fileProblem));
}

QTEST_GUILESS_MAIN(TestXlsxOrders)
#include "tst_xlsxorders.moc"
