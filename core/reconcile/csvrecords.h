#pragma once

#include "core/reconcile/orderrecords.h"

#include <QByteArray>
#include <QIODevice>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace dd::reconcile {

// How the bytes of an order file are read: UTF-8 (a BOM is skipped), or Windows-1252 when the
// file is not valid UTF-8 (shops on older systems export Latin-1; 1252 is its superset).
enum class TextEncoding { Utf8, Windows1252 };

// What one pass over the bytes learnt before any field is read.
struct FileFingerprint
{
    QByteArray sha256;            // of the bytes as stored, so a run names exactly the file it read
    qint64 bytes = 0;
    TextEncoding encoding = TextEncoding::Utf8;
    bool workbook = false;        // a ZIP archive (what an XLSX workbook is), not text
};

// Reads `device` to the end once; nothing when it cannot be read.
std::optional<FileFingerprint> fingerprint(QIODevice &device, QString *error);

// The separator of a header line: the one of , ; and tab found most often outside quotes
// (a single-column file has none: then ',').
QChar detectSeparator(const QString &headerLine);

// RFC 4180 records streamed from a device: fields split by the separator, double quotes enclose
// a field (which may then hold separators and line breaks), "" inside quotes is one quote; CRLF,
// LF and CR end a record. Memory stays flat: one record at a time.
class CsvRecordReader final : public OrderRecords
{
public:
    CsvRecordReader(QIODevice &device, TextEncoding encoding, QChar separator);
    ~CsvRecordReader() override;

    // The first line as text (no field split): what the separator is detected from.
    static QString firstLine(QIODevice &device, TextEncoding encoding);

    Step next() override;
    const QStringList &fields() const override { return m_fields; }
    // The 1-based line the current record starts on (a quoted line break moves later records down).
    qint64 line() const override { return m_recordLine; }
    // Why reading stopped (Failed): a quote left open, an unreadable device.
    QString errorString() const override { return m_error; }
    // True when the record is one empty field: a blank line.
    bool isBlank() const override { return m_fields.size() == 1 && m_fields.constFirst().isEmpty(); }

private:
    bool fill();

    struct Decoder;
    QIODevice &m_device;
    std::unique_ptr<Decoder> m_decoder;
    QChar m_separator;
    QString m_text;
    qsizetype m_pos = 0;
    bool m_atEnd = false;
    QStringList m_fields;
    qint64 m_line = 1;
    qint64 m_recordLine = 0;
    QString m_error;
};

// Text of bytes in Windows-1252 (0x80–0x9F are the printable characters Windows puts there).
QString fromWindows1252(QByteArrayView bytes);

} // namespace dd::reconcile
