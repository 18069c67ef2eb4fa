#include "core/reports/csvreportwriter.h"

#include "core/domain/currency.h"

#include <QCoreApplication>

#include <charconv>

namespace dd {

namespace {

constexpr qsizetype FlushAt = 1 << 20;

// What a spreadsheet would read as the start of a formula (OWASP CSV injection).
constexpr bool isFormulaStart(char16_t c)
{
    return c == u'=' || c == u'+' || c == u'-' || c == u'@' || c == u'\t' || c == u'\r';
}

constexpr bool isFormulaStart(char c)
{
    return isFormulaStart(static_cast<char16_t>(static_cast<unsigned char>(c)));
}

} // namespace

CsvOptions csvDefaultsFor(const QLocale &locale)
{
    if (locale.decimalPoint() != u",")
        return CsvOptions();
    return CsvOptions{QLatin1Char(';'), QLatin1Char(','), true};
}

CsvReportWriter::CsvReportWriter(const QString &path, CsvOptions options, QTimeZone zone)
    : m_file(path)
    , m_options(options)
    , m_offsets(std::move(zone))
    , m_separator(options.separator.toLatin1())
    , m_mark(options.decimalMark.toLatin1())
{
    m_buffer.reserve(FlushAt + 4096);
}

bool CsvReportWriter::begin(const QList<ReportColumn> &columns)
{
    if (!m_file.open(QIODevice::WriteOnly)) {
        m_error = m_file.errorString();
        return false;
    }
    if (m_options.byteOrderMark)
        m_buffer.append("\xEF\xBB\xBF");
    for (qsizetype i = 0; i < columns.size(); ++i) {
        if (i > 0)
            m_buffer.append(m_separator);
        appendText(ReportColumns::header(columns.at(i)));
    }
    m_buffer.append("\r\n");
    return flush(FlushAt);
}

bool CsvReportWriter::row(const QList<ReportCell> &cells)
{
    for (qsizetype i = 0; i < cells.size(); ++i) {
        if (i > 0)
            m_buffer.append(m_separator);
        appendCell(cells.at(i));
    }
    m_buffer.append("\r\n");
    return flush(FlushAt);
}

bool CsvReportWriter::end(const ReportTotals &)
{
    if (!flush(0))
        return false;
    if (!m_file.commit()) {
        m_error = m_file.errorString();
        return false;
    }
    return true;
}

void CsvReportWriter::abort()
{
    m_file.cancelWriting();
    if (m_file.isOpen())
        m_file.commit();   // with writing cancelled, commit only discards the temporary file
}

void CsvReportWriter::appendText(QStringView text)
{
    // Fast path for ASCII without special characters (hashes, codes, statuses): no conversion.
    bool plain = !text.isEmpty() && !isFormulaStart(text.front().unicode());
    for (QChar c : text) {
        const char16_t u = c.unicode();
        if (u >= 0x80 || u == m_separator || u == u'"' || u == u'\r' || u == u'\n') {
            plain = false;
            break;
        }
    }
    if (!plain) {
        appendUtf8(text.toUtf8());
        return;
    }
    const qsizetype at = m_buffer.size();
    m_buffer.resize(at + text.size());
    char *out = m_buffer.data() + at;
    for (QChar c : text)
        *out++ = static_cast<char>(c.unicode());
}

void CsvReportWriter::appendUtf8(QByteArrayView utf8)
{
    if (utf8.isEmpty())
        return;
    bool quote = false;
    for (char c : utf8) {
        if (c == m_separator || c == '"' || c == '\r' || c == '\n') {
            quote = true;
            break;
        }
    }
    const bool guard = isFormulaStart(utf8.front());
    if (!quote && !guard) {
        m_buffer.append(utf8);
        return;
    }
    if (quote)
        m_buffer.append('"');
    if (guard)
        m_buffer.append('\'');
    if (!quote) {
        m_buffer.append(utf8);
        return;
    }
    for (char c : utf8) {
        if (c == '"')
            m_buffer.append('"');
        m_buffer.append(c);
    }
    m_buffer.append('"');
}

void CsvReportWriter::appendLocalDateTime(qint64 utcMs)
{
    ReportText::appendLocalDateTime(m_buffer, m_offsets.localMsecs(utcMs));
}

void CsvReportWriter::appendInteger(qint64 number)
{
    char digits[24];
    const auto [end, error] = std::to_chars(digits, digits + sizeof digits, number);
    if (error == std::errc())
        m_buffer.append(digits, end - digits);
}

void CsvReportWriter::appendCell(const ReportCell &cell)
{
    if (const auto *utf8 = std::get_if<ReportUtf8>(&cell)) {
        appendUtf8(utf8->bytes);
    } else if (const auto *amount = std::get_if<ReportAmount>(&cell)) {
        // A decimal comma equal to the separator would need quotes.
        const bool quote = m_mark == m_separator;
        if (quote)
            m_buffer.append('"');
        // ISO 4217: a currency without minor units (CLP) is written in whole units, as people
        // read it; a stray sub-unit keeps its two decimals rather than being rounded away.
        if (Currency::exponent(amount->currency) == 0 && Currency::admits(amount->hundredths, amount->currency))
            appendInteger(amount->hundredths / 100);
        else
            ReportText::appendAmount(m_buffer, amount->hundredths, m_mark);
        if (quote)
            m_buffer.append('"');
    } else if (const auto *instant = std::get_if<ReportInstant>(&cell)) {
        appendLocalDateTime(instant->utcMs);
    } else if (const auto *text = std::get_if<QString>(&cell)) {
        appendText(*text);
    } else if (const auto *date = std::get_if<QDateTime>(&cell)) {
        if (date->isValid())
            appendLocalDateTime(date->toMSecsSinceEpoch());
    } else if (const auto *number = std::get_if<qint64>(&cell)) {
        appendInteger(*number);
    }
}

bool CsvReportWriter::flush(qsizetype threshold)
{
    if (m_buffer.size() <= threshold)
        return true;
    if (m_file.write(m_buffer) != m_buffer.size()) {
        m_error = m_file.errorString();
        return false;
    }
    m_buffer.resize(0);   // keeps the capacity: one buffer for the whole file
    return true;
}

} // namespace dd
