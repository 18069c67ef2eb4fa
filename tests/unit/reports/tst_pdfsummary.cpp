// The PDF summary as a manager hands it on, read back page by page with pdftotext: a table that
// runs past a page carries on under its heading and column titles, every group is printed once,
// and amounts are in the region's marks with each currency's own decimals.
#include "reporttestsupport.h"

#include "core/domain/dateformat.h"
#include "core/reports/pdfpagecursor.h"
#include "core/reports/pdfreportwriter.h"

#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace dd;
using namespace dd::test;
using namespace Qt::StringLiterals;

namespace {

const QStringList Currencies = {u"ARS"_s, u"BRL"_s, u"CLP"_s, u"COP"_s, u"MXN"_s, u"USD"_s};
const QList<PaymentStatus> Statuses = {PaymentStatus::Open, PaymentStatus::Pending, PaymentStatus::Confirmed,
                                       PaymentStatus::Cancelled};
constexpr int Methods = 12;

QString methodName(int index)
{
    return u"method%1"_s.arg(index, 2, 10, QLatin1Char('0'));
}

// Many groups, so that "Totals per currency, status and method" fills several pages. Whole units
// only: the CLP amounts are valid pesos.
ReportTotals manyGroups()
{
    ReportTotals totals;
    qint64 amount = 123'456'700;
    for (const QString &currency : Currencies) {
        for (PaymentStatus status : Statuses) {
            for (int m = 0; m < Methods; ++m) {
                totals.addPaymentTotal(PaymentTotal{currency, status, methodName(m), 3, amount, 0});
                amount += 100'00;
            }
        }
    }
    return totals;
}

QString pdfText(const QString &path, int page)
{
    const QString number = QString::number(page);
    return QString::fromUtf8(runTool(u"pdftotext"_s, {u"-layout"_s, u"-f"_s, number, u"-l"_s, number, path, u"-"_s}));
}

int pageCount(const QString &path)
{
    const QString info = QString::fromUtf8(runTool(u"pdfinfo"_s, {path}));
    for (const QString &line : info.split(u'\n')) {
        if (line.startsWith(u"Pages:"))
            return line.mid(6).trimmed().toInt();
    }
    return 0;
}

QStringList nonEmptyLines(const QString &text)
{
    QStringList lines;
    for (const QString &line : text.split(u'\n')) {
        if (!line.trimmed().isEmpty())
            lines.append(line.simplified());
    }
    return lines;
}

} // namespace

class TestPdfSummary : public QObject
{
    Q_OBJECT
private slots:
    void tablesCarryOnUnderTheirHeadings();
    void amountsInTheRegionsFormat_data();
    void amountsInTheRegionsFormat();
    void paymentTableUnderItsTitlesOnEveryPage();
    void paymentTableStopsAtItsBound();
    void datesInTheRegionsForm_data();
    void datesInTheRegionsForm();
    void columnTitlesWrapAndAreNeverCut();

private:
    QString write(const ReportTotals &totals, const QLocale &locale, qint64 paymentRows = -1);
    QTemporaryDir m_dir;
    int m_written = 0;
};

// With `paymentRows` ≥ 0, the payments table holds that many payments, one a minute from the
// first of May, alternately confirmed reais and pending whole pesos.
QString TestPdfSummary::write(const ReportTotals &totals, const QLocale &locale, qint64 paymentRows)
{
    PdfSummaryHeader header;
    header.title = u"Payments report"_s;
    header.filterText = u"All payments in the cache"_s;
    header.operatorName = u"Marta Finance"_s;
    header.generatedAt = QDateTime(QDate(2026, 5, 4), QTime(10, 30), QTimeZone::utc());
    header.locale = locale;
    const QString path = m_dir.filePath(u"summary-%1.pdf"_s.arg(++m_written));
    PdfReportWriter writer(path, header);
    writer.setPaymentTable(paymentRows >= 0);
    if (!writer.begin(PdfReportWriter::tableColumns()))
        return {};
    const qint64 first = QDateTime(QDate(2026, 5, 1), QTime(0, 0), QTimeZone::utc()).toMSecsSinceEpoch();
    for (qint64 i = 0; i < paymentRows; ++i) {
        const bool reais = i % 2 == 0;
        const QByteArray code = "order-" + QByteArray::number(i);
        const QList<ReportCell> cells = {ReportInstant{first + i * 60'000}, ReportUtf8{code},
                                         reais ? u"visa"_s : u"webpay"_s, reais ? u"CO"_s : u"PE"_s,
                                         ReportAmount{reais ? 123'456 : 100'000'00, reais ? u"BRL"_s : u"CLP"_s},
                                         ReportAmount{0, reais ? u"BRL"_s : u"CLP"_s}};
        if (!writer.row(cells))
            return {};
    }
    if (!writer.end(totals))
        return {};
    return path;
}

void TestPdfSummary::tablesCarryOnUnderTheirHeadings()
{
    const QString path = write(manyGroups(), QLocale::c());
    QVERIFY(!path.isEmpty());
    const int pages = pageCount(path);
    QVERIFY2(pages >= 3, qPrintable(QString::number(pages)));

    const QString heading = u"Totals per currency, status and method"_s;
    const QString titles = u"Currency Status Method Payments Amount Refunded"_s;
    QStringList groupRows;
    int continued = 0;
    for (int page = 1; page <= pages; ++page) {
        const QStringList lines = nonEmptyLines(pdfText(path, page));
        bool inGroups = false;
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QString &line = lines.at(i);
            if (line == heading + u" (continued)"_s) {
                // Only at the top of a page, and followed by the column titles.
                QCOMPARE(i, qsizetype(0));
                QCOMPARE(lines.value(i + 1), titles);
                ++continued;
                inGroups = true;
            } else if (line == heading) {
                QCOMPARE(lines.value(i + 1), titles);
                inGroups = true;
            } else if (inGroups && line.contains(u"method"_s) && !line.startsWith(u"Currency"_s)) {
                groupRows.append(line);
            } else if (inGroups && !line.contains(u"method"_s) && line != titles) {
                inGroups = false;   // the next section
            }
        }
        // A page that holds group rows but no heading of its own would be a table without titles.
        if (page > 1 && std::any_of(lines.begin(), lines.end(), [](const QString &l) { return l.contains(u"method"_s); }))
            QVERIFY2(lines.value(0).startsWith(heading), qPrintable(u"page %1 starts with: "_s.arg(page) + lines.value(0)));
    }
    QVERIFY2(continued >= 1, "the groups never ran onto another page");
    // Every group once, none lost at a page break.
    QCOMPARE(groupRows.size(), qsizetype(Currencies.size() * Statuses.size() * Methods));
    for (const QString &currency : Currencies) {
        const auto rows = std::count_if(groupRows.begin(), groupRows.end(),
                                        [&currency](const QString &row) { return row.startsWith(currency + u' '); });
        QCOMPARE(rows, qsizetype(Statuses.size() * Methods));
    }
    // The sections after the long table are all there.
    const QString last = pdfText(path, pages);
    QVERIFY2(last.contains(u"Amount per status"_s), qPrintable(last));
}

void TestPdfSummary::amountsInTheRegionsFormat_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QString>("pesos");
    QTest::addColumn<QString>("reais");
    // 1,234,567 Chilean pesos (no cents) and 44,533,360.50 reais.
    QTest::newRow("es_CL") << QLocale(QLocale::Spanish, QLocale::Chile) << u"1.234.567 CLP"_s << u"44.533.360,50 BRL"_s;
    QTest::newRow("es_MX") << QLocale(QLocale::Spanish, QLocale::Mexico) << u"1,234,567 CLP"_s << u"44,533,360.50 BRL"_s;
    QTest::newRow("pt_BR") << QLocale(QLocale::Portuguese, QLocale::Brazil) << u"1.234.567 CLP"_s << u"44.533.360,50 BRL"_s;
    QTest::newRow("en_US") << QLocale(QLocale::English, QLocale::UnitedStates) << u"1,234,567 CLP"_s << u"44,533,360.50 BRL"_s;
}

void TestPdfSummary::amountsInTheRegionsFormat()
{
    QFETCH(QLocale, locale);
    QFETCH(QString, pesos);
    QFETCH(QString, reais);
    ReportTotals totals;
    totals.addPaymentTotal(PaymentTotal{u"CLP"_s, PaymentStatus::Confirmed, u"webpay"_s, 2, 123'456'700, 0});
    totals.addPaymentTotal(PaymentTotal{u"BRL"_s, PaymentStatus::Confirmed, u"visa"_s, 2, 4'453'336'050, 0});
    const QString path = write(totals, locale);
    QVERIFY(!path.isEmpty());
    const QString text = pdfText(path, 1);
    QVERIFY2(text.contains(pesos), qPrintable(text));
    QVERIFY2(text.contains(reais), qPrintable(text));
    QVERIFY2(!text.contains(u"1234567.00"_s) && !text.contains(u"44533360.50"_s), qPrintable(text));
}

void TestPdfSummary::paymentTableUnderItsTitlesOnEveryPage()
{
    constexpr int Rows = 180;   // more than one page holds
    const QString path = write(ReportTotals(), QLocale(QLocale::Spanish, QLocale::Chile), Rows);
    QVERIFY(!path.isEmpty());
    const int pages = pageCount(path);
    const QString titles = u"Open date Merchant payment code Method Status Amount Refunded"_s;
    QSet<QString> codes;
    int tablePages = 0;
    for (int page = 1; page <= pages; ++page) {
        const QStringList lines = nonEmptyLines(pdfText(path, page));
        qsizetype at = -1;
        for (qsizetype i = 0; i < lines.size(); ++i) {
            if (lines.at(i) == u"Payments"_s || lines.at(i) == u"Payments (continued)"_s) {
                at = i;
                break;
            }
        }
        if (at < 0)
            continue;
        ++tablePages;
        QVERIFY2(tablePages == 1 || at == 0, qPrintable(u"page %1: "_s.arg(page) + lines.join(u'\n')));
        // The titles, on one line or wrapped onto two (every word of them there), then the rows.
        qsizetype first = at + 1;
        QStringList titleWords;
        while (first < lines.size() && !lines.at(first).startsWith(u"01-05-2026"_s))
            titleWords += lines.at(first++).split(u' ');
        titleWords.sort();
        QStringList expectedWords = titles.split(u' ');
        expectedWords.sort();
        QCOMPARE(titleWords, expectedWords);
        QVERIFY2(first - at - 1 <= 2, qPrintable(lines.mid(at, first - at).join(u'\n')));
        for (qsizetype i = first; i < lines.size(); ++i) {
            const QStringList words = lines.at(i).split(u' ');
            QCOMPARE(words.value(0), u"01-05-2026"_s);   // es_CL's short date, the year in full
            codes.insert(words.value(2));
            // The status in words; pesos whole, reais in the region's marks.
            QVERIFY2(lines.at(i).contains(u"visa Confirmed 1.234,56 BRL 0,00 BRL"_s)
                         || lines.at(i).contains(u"webpay Pending 100.000 CLP 0 CLP"_s),
                     qPrintable(lines.at(i)));
        }
    }
    QVERIFY2(tablePages >= 2, qPrintable(QString::number(tablePages)));
    QCOMPARE(codes.size(), qsizetype(Rows));
    QVERIFY(codes.contains(u"order-0"_s) && codes.contains(u"order-%1"_s.arg(Rows - 1)));
}

void TestPdfSummary::paymentTableStopsAtItsBound()
{
    const QString path = write(ReportTotals(), QLocale::c(), PdfReportWriter::MaxTableRows + 2);
    QVERIFY(!path.isEmpty());
    const QString last = pdfText(path, pageCount(path));
    QVERIFY2(last.contains(u"The first %1 of %2 payments; export CSV or XLSX for every row."_s
                               .arg(PdfReportWriter::MaxTableRows)
                               .arg(PdfReportWriter::MaxTableRows + 2)),
             qPrintable(last));
    QVERIFY(last.contains(u"order-%1"_s.arg(PdfReportWriter::MaxTableRows - 1)));
    QVERIFY(!last.contains(u"order-%1"_s.arg(PdfReportWriter::MaxTableRows)));
}

// The generation time and the payments' opening dates in the region's short form, four-digit year.
void TestPdfSummary::datesInTheRegionsForm_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QString>("generated");
    QTest::addColumn<QString>("opened");
    QTest::newRow("es_CO") << QLocale(QLocale::Spanish, QLocale::Colombia) << u"4/05/2026"_s << u"1/05/2026"_s;
    QTest::newRow("pt_BR") << QLocale(QLocale::Portuguese, QLocale::Brazil) << u"04/05/2026 10:30"_s << u"01/05/2026 00:01"_s;
    QTest::newRow("en_US") << QLocale(QLocale::English, QLocale::UnitedStates) << u"5/4/2026 10:30 AM"_s << u"5/1/2026 12:01 AM"_s;
}

void TestPdfSummary::datesInTheRegionsForm()
{
    QFETCH(QLocale, locale);
    QFETCH(QString, generated);
    QFETCH(QString, opened);
    QCOMPARE(formatDateTimeIn(QDateTime(QDate(2026, 5, 4), QTime(10, 30), QTimeZone::utc()), QTimeZone::utc(), locale)
                 .left(generated.size()),
             generated);
    const QString path = write(ReportTotals(), locale, 2);
    QVERIFY(!path.isEmpty());
    QString text;
    for (int page = 1; page <= pageCount(path); ++page)
        text += pdfText(path, page);
    const QString simple = text.simplified();
    QVERIFY2(simple.contains(u"Generated "_s + generated), qPrintable(text));
    QVERIFY2(simple.contains(opened), qPrintable(text));
    QVERIFY2(!text.contains(u"2026-05-"_s), qPrintable(text));
    // Whole in their column, the time too ("12:01 a. m." in es_CO), not cut short with "…".
    const QString whole = formatDateTimeIn(QDateTime(QDate(2026, 5, 1), QTime(0, 1), QTimeZone::utc()), QTimeZone::utc(), locale);
    QVERIFY2(simple.contains(whole.simplified()), qPrintable(whole + u'\n' + text));   // its no-break space read as one
    QVERIFY2(!text.contains(u'…'), qPrintable(text));
}

// A column title wider than its column goes on over two lines, every word of it on the page (the
// Spanish "Código de pago del comercio" was cut to "Código de pago del comer").
void TestPdfSummary::columnTitlesWrapAndAreNeverCut()
{
    const QString path = m_dir.filePath(u"titles.pdf"_s);
    const QStringList titles = {u"Fecha de apertura"_s, u"Código de pago del comercio"_s, u"Método"_s, u"Estado"_s,
                                u"Monto reembolsado al cliente"_s};
    const QList<qreal> stops = {0.0, 0.1, 0.25, 0.5, 0.75};
    {
        QPdfWriter writer(path);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setResolution(300);
        QPainter painter(&writer);
        QFont font = painter.font();
        font.setStyleStrategy(QFont::PreferNoShaping);   // as the summary: "fi" extracted as two letters
        painter.setFont(font);
        PageCursor cursor(writer, painter);
        cursor.beginTable(u"Pagos"_s, titles, stops, 4);
        cursor.row({u"1/05/2026"_s, u"order-1"_s, u"visa"_s, u"Confirmado"_s, u"0,00 BRL"_s}, stops, 4);
        cursor.row({u"2/05/2026"_s, u"order-20260502-000000000042"_s, u"visa"_s, u"Pendiente"_s, u"0,00 BRL"_s}, stops, 4,
                   false, PageCursor::CellOverflow::Elide);
        cursor.endTable();
    }
    const QString text = pdfText(path, 1);
    QStringList words;
    for (const QString &line : nonEmptyLines(text))
        words += line.split(u' ');
    for (const QString &title : titles) {
        for (const QString &word : title.split(u' '))
            QVERIFY2(words.contains(word), qPrintable(word + u'\n' + text));
    }
    // Each title inside its column: no word runs into the next column's (a PDF hides what a column
    // cuts off, but a reader still finds it, so the words' boxes are compared, not only the text).
    const QString boxes = QString::fromUtf8(runTool(u"pdftotext"_s, {u"-bbox"_s, u"-f"_s, u"1"_s, u"-l"_s, u"1"_s, path, u"-"_s}));
    QMap<int, QList<std::pair<double, double>>> spansByLine;   // yMin → (xMin, xMax) of its words
    const QRegularExpression word(uR"re(<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">)re"_s);
    for (auto it = word.globalMatch(boxes); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        spansByLine[qRound(m.captured(2).toDouble())].append({m.captured(1).toDouble(), m.captured(3).toDouble()});
    }
    QVERIFY(spansByLine.size() >= 4);
    for (auto line = spansByLine.begin(); line != spansByLine.end(); ++line) {
        std::sort(line->begin(), line->end());
        for (qsizetype k = 0; k + 1 < line->size(); ++k)
            QVERIFY2(line->at(k).second <= line->at(k + 1).first, qPrintable(u"overlap at y=%1\n"_s.arg(line.key()) + text));
    }
    // The rows under the titles, not over them; a value wider than its column ends in "…", not cut
    // to look like another value.
    const QStringList lines = nonEmptyLines(text);
    QVERIFY2(lines.value(lines.size() - 2).startsWith(u"1/05/2026 order-1 visa Confirmado"_s), qPrintable(text));
    const QString elided = lines.constLast().split(u' ').value(1);
    QVERIFY2(elided.endsWith(u'…') && u"order-20260502-000000000042"_s.startsWith(elided.chopped(1)), qPrintable(text));
}

QTEST_MAIN(TestPdfSummary)
#include "tst_pdfsummary.moc"
