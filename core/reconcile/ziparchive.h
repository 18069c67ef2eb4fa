#pragma once

#include "core/domain/result.h"

#include <QByteArray>
#include <QIODevice>
#include <QList>
#include <QString>

#include <memory>

namespace dd::reconcile {

// One member of a ZIP archive, as its central directory describes it.
struct ZipEntry {
    QString name;
    quint16 flags = 0;
    quint16 method = 0; // 0 stored, 8 deflated; anything else is refused when read
    quint32 crc32 = 0;
    qint64 compressedSize = 0;
    qint64 size = 0; // uncompressed, as declared
    qint64 localHeaderOffset = 0;
};

// The central directory of a ZIP archive (an XLSX workbook is one). Only what a shop's export needs
// is accepted: one disk, no ZIP64, no encryption; anything else is refused with a clear reason
// rather than read halfway.
class ZipArchive {
public:
    static constexpr int MaxEntries = 10'000;
    static constexpr qint64 MaxDirectoryBytes = 4 << 20;

    static Result<ZipArchive, QString> open(QIODevice &device);
    // Nothing when the archive has no member of that name.
    const ZipEntry *find(const QString &name) const;
    const QList<ZipEntry> &entries() const { return m_entries; }

private:
    QList<ZipEntry> m_entries;
};

// One member's bytes, inflated a piece at a time (flat memory however large it is), refusing what
// a hostile archive does: more bytes than `maxBytes`, a ratio no spreadsheet reaches, more bytes
// than the member declares, encryption, a method other than stored or deflate, a bad checksum.
class ZipEntryReader {
public:
    enum class Step { Data, End, Failed };
    static constexpr qint64 ChunkBytes = 64 * 1024;
    // Deflate tops out near 1030:1; XML sheets of real exports compress 10 to 60 times.
    static constexpr qint64 MaxRatio = 250;
    static constexpr qint64 RatioCheckedFrom = 1 << 20;

    ZipEntryReader(QIODevice &device, ZipEntry entry, qint64 maxBytes);
    ~ZipEntryReader();
    ZipEntryReader(const ZipEntryReader &) = delete;
    ZipEntryReader &operator=(const ZipEntryReader &) = delete;

    // The next piece in `chunk` (Data); End once every byte was read and the checksum matched.
    Step next(QByteArray *chunk);
    const QString &errorString() const { return m_error; }

private:
    QString begin(); // why the member cannot be read; empty when it can
    Step fail(const QString &reason);
    Step finish();

    struct Inflater;
    QIODevice &m_device;
    ZipEntry m_entry;
    qint64 m_maxBytes;
    std::unique_ptr<Inflater> m_inflater;
    bool m_started = false;
    bool m_done = false;
    qint64 m_inputAt = 0; // device offset of the next compressed byte
    qint64 m_inputLeft = 0;
    qint64 m_produced = 0;
    quint32 m_crc = 0;
    QByteArray m_input;
    QString m_error;
};

} // namespace dd::reconcile
