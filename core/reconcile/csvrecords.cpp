#include "core/reconcile/csvrecords.h"
#include "core/reconcile/reconciletext.h"

#include <QCryptographicHash>
#include <QStringConverter>

#include <array>

using namespace Qt::StringLiterals;

namespace dd::reconcile {

namespace {

constexpr qint64 ChunkBytes = 1 << 16;
// A field this long is no order value; it is a quote left open swallowing the file, and reading
// on would hold the whole file in memory.
constexpr qsizetype MaxFieldChars = 64 * 1024;

// Windows-1252 0x80–0x9F; 0 where the code page leaves a hole (kept as the Latin-1 control).
constexpr std::array<char16_t, 32> HighControls = {
    0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0,      0x017D, 0,      0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178};

} // namespace

QString fromWindows1252(QByteArrayView bytes)
{
    QString text(bytes.size(), Qt::Uninitialized);
    QChar *out = text.data();
    for (const char byte : bytes) {
        const auto value = static_cast<unsigned char>(byte);
        const char16_t mapped = value >= 0x80 && value < 0xA0 ? HighControls[value - 0x80] : char16_t(0);
        *out++ = QChar(mapped != 0 ? mapped : char16_t(value));
    }
    return text;
}

struct CsvRecordReader::Decoder
{
    explicit Decoder(TextEncoding encoding) : windows1252(encoding == TextEncoding::Windows1252) {}
    QString decode(QByteArrayView bytes) { return windows1252 ? fromWindows1252(bytes) : QString(utf8(bytes)); }
    bool windows1252;
    QStringDecoder utf8{QStringConverter::Utf8};   // the default flags drop a leading BOM
};

std::optional<FileFingerprint> fingerprint(QIODevice &device, QString *error)
{
    FileFingerprint print;
    QCryptographicHash sha(QCryptographicHash::Sha256);
    QStringDecoder utf8(QStringConverter::Utf8);
    QByteArray chunk;
    while (!device.atEnd()) {
        chunk = device.read(ChunkBytes * 16);
        if (chunk.isEmpty() && !device.atEnd()) {
            if (error)
                *error = device.errorString();
            return std::nullopt;
        }
        if (print.bytes == 0)
            print.workbook = chunk.startsWith("PK\x03\x04");
        sha.addData(chunk);
        print.bytes += chunk.size();
        if (!print.workbook && !utf8.hasError())
            (void)QString(utf8(chunk));
    }
    (void)QString(utf8(QByteArrayView()));
    print.sha256 = sha.result();
    print.encoding = utf8.hasError() ? TextEncoding::Windows1252 : TextEncoding::Utf8;
    return print;
}

QChar detectSeparator(const QString &headerLine)
{
    std::array<std::pair<QChar, int>, 3> counts{{{u',', 0}, {u';', 0}, {u'\t', 0}}};
    bool quoted = false;
    for (const QChar c : headerLine) {
        if (c == u'"')
            quoted = !quoted;
        else if (!quoted)
            for (auto &[separator, count] : counts)
                count += c == separator ? 1 : 0;
    }
    auto best = counts.front();
    for (const auto &candidate : counts)
        if (candidate.second > best.second)
            best = candidate;
    return best.first;
}

CsvRecordReader::CsvRecordReader(QIODevice &device, TextEncoding encoding, QChar separator)
    : m_device(device)
    , m_decoder(std::make_unique<Decoder>(encoding))
    , m_separator(separator)
{
}

CsvRecordReader::~CsvRecordReader() = default;

QString CsvRecordReader::firstLine(QIODevice &device, TextEncoding encoding)
{
    const QByteArray bytes = device.readLine(MaxFieldChars);
    QString line = Decoder(encoding).decode(bytes);
    if (line.startsWith(QChar(0xFEFF)))
        line.remove(0, 1);
    while (line.endsWith(u'\n') || line.endsWith(u'\r'))
        line.chop(1);
    return line;
}

bool CsvRecordReader::fill()
{
    if (m_atEnd)
        return false;
    const QByteArray bytes = m_device.read(ChunkBytes);
    if (bytes.isEmpty()) {
        m_atEnd = true;
        if (!m_device.atEnd() && m_error.isEmpty())
            m_error = m_device.errorString();
        m_text.append(m_decoder->decode(QByteArrayView()));
        return false;
    }
    m_text.append(m_decoder->decode(bytes));
    return true;
}

CsvRecordReader::Step CsvRecordReader::next()
{
    // Read text is dropped a chunk at a time, not a record at a time: moving the rest of the buffer
    // forward after every record would cost a chunk's worth of copying per line.
    if (m_pos >= ChunkBytes) {
        m_text.remove(0, m_pos);
        m_pos = 0;
    }
    m_fields.clear();
    while (m_pos >= m_text.size()) {
        if (!fill())
            return m_error.isEmpty() ? Step::End : Step::Failed;
    }
    m_recordLine = m_line;
    const auto peek = [this](qsizetype at) {
        while (at >= m_text.size() && fill()) { }
        return at < m_text.size() ? m_text.at(at) : QChar();
    };
    QString field;
    bool inQuotes = false;
    bool wasQuoted = false;
    qsizetype i = m_pos;
    for (;;) {
        if (i >= m_text.size() && !fill()) {
            if (!m_error.isEmpty())
                return Step::Failed;
            if (inQuotes) {
                m_error = OrderFileText::tr("line %1: a quote is opened and never closed").arg(m_recordLine);
                return Step::Failed;
            }
            m_fields.append(field);
            m_pos = i;
            return Step::Record;
        }
        if (i >= m_text.size())
            continue;
        if (field.size() > MaxFieldChars) {
            m_error = OrderFileText::tr("line %1: a field is longer than %2 KB (a quote left open?)")
                          .arg(m_recordLine)
                          .arg(MaxFieldChars / 1024);
            return Step::Failed;
        }
        const QChar c = m_text.at(i);
        if (inQuotes) {
            if (c == u'"') {
                if (peek(i + 1) == u'"') {
                    field.append(u'"');
                    i += 2;
                } else {
                    inQuotes = false;
                    ++i;
                }
                continue;
            }
            if (c == u'\n' || (c == u'\r' && peek(i + 1) != u'\n'))
                ++m_line;
            field.append(c);
            ++i;
        } else if (c == m_separator) {
            m_fields.append(field);
            field.clear();
            wasQuoted = false;
            ++i;
        } else if (c == u'\n' || c == u'\r') {
            m_fields.append(field);
            ++i;
            if (c == u'\r' && peek(i) == u'\n')
                ++i;
            ++m_line;
            m_pos = i;
            return Step::Record;
        } else if (c == u'"' && field.isEmpty() && !wasQuoted) {
            inQuotes = true;
            wasQuoted = true;
            ++i;
        } else {
            field.append(c);
            ++i;
        }
    }
}

} // namespace dd::reconcile
