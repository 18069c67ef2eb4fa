#include "core/reconcile/ziparchive.h"

#include "core/reconcile/reconciletext.h"

#include <zlib.h>

using namespace Qt::StringLiterals;

namespace dd::reconcile {

namespace {

constexpr quint32 EndOfDirectorySignature = 0x06054b50;
constexpr quint32 Zip64LocatorSignature = 0x07064b50;
constexpr quint32 DirectorySignature = 0x02014b50;
constexpr quint32 LocalSignature = 0x04034b50;
constexpr qint64 EndOfDirectoryBytes = 22;
constexpr qint64 DirectoryHeaderBytes = 46;
constexpr qint64 LocalHeaderBytes = 30;
constexpr quint16 EncryptedFlags = 0x0001 | 0x0040; // traditional, strong

quint16 le16(const QByteArray &bytes, qsizetype at)
{
    return quint16(quint8(bytes.at(at)) | quint8(bytes.at(at + 1)) << 8);
}

quint32 le32(const QByteArray &bytes, qsizetype at)
{
    return quint32(le16(bytes, at)) | quint32(le16(bytes, at + 2)) << 16;
}

QByteArray readAt(QIODevice &device, qint64 offset, qint64 count)
{
    if (!device.seek(offset))
        return {};
    return device.read(count);
}

QString notAWorkbook(const QString &why)
{
    return OrderFileText::tr("not a readable XLSX workbook: %1").arg(why);
}

} // namespace

Result<ZipArchive, QString> ZipArchive::open(QIODevice &device)
{
    const qint64 size = device.size();
    if (size < EndOfDirectoryBytes)
        return notAWorkbook(OrderFileText::tr("the archive is truncated"));
    // The end record sits in the last 22 bytes, or before a comment of at most 64 KiB.
    const qint64 tailStart = qMax<qint64>(0, size - EndOfDirectoryBytes - 0xFFFF);
    const QByteArray tail = readAt(device, tailStart, size - tailStart);
    qsizetype end = -1;
    for (qsizetype at = tail.size() - EndOfDirectoryBytes; at >= 0 && end < 0; --at)
        if (le32(tail, at) == EndOfDirectorySignature)
            end = at;
    if (end < 0)
        return notAWorkbook(OrderFileText::tr("the archive is truncated"));
    if (end >= 20 && le32(tail, end - 20) == Zip64LocatorSignature)
        return notAWorkbook(OrderFileText::tr("ZIP64 archives are not read; save the sheet again, or as CSV"));
    const quint16 disk = le16(tail, end + 4);
    const quint16 directoryDisk = le16(tail, end + 6);
    const quint16 count = le16(tail, end + 10);
    const quint32 directoryBytes = le32(tail, end + 12);
    const quint32 directoryAt = le32(tail, end + 16);
    if (count == 0xFFFF || directoryBytes == 0xFFFFFFFF || directoryAt == 0xFFFFFFFF)
        return notAWorkbook(OrderFileText::tr("ZIP64 archives are not read; save the sheet again, or as CSV"));
    if (disk != 0 || directoryDisk != 0 || le16(tail, end + 8) != count)
        return notAWorkbook(OrderFileText::tr("archives split over several files are not read"));
    const qint64 endAt = tailStart + end;
    if (count > MaxEntries || directoryBytes > MaxDirectoryBytes || qint64(directoryAt) + directoryBytes > endAt)
        return notAWorkbook(OrderFileText::tr("the archive's directory is damaged"));
    const QByteArray directory = readAt(device, directoryAt, directoryBytes);
    if (directory.size() != qsizetype(directoryBytes))
        return notAWorkbook(OrderFileText::tr("the archive is truncated"));

    ZipArchive archive;
    qsizetype at = 0;
    for (int i = 0; i < count; ++i) {
        if (at + DirectoryHeaderBytes > directory.size() || le32(directory, at) != DirectorySignature)
            return notAWorkbook(OrderFileText::tr("the archive's directory is damaged"));
        ZipEntry entry;
        entry.flags = le16(directory, at + 8);
        entry.method = le16(directory, at + 10);
        entry.crc32 = le32(directory, at + 16);
        const quint32 compressed = le32(directory, at + 20);
        const quint32 uncompressed = le32(directory, at + 24);
        const quint16 nameBytes = le16(directory, at + 28);
        const qsizetype skip = DirectoryHeaderBytes + nameBytes + le16(directory, at + 30) + le16(directory, at + 32);
        const quint32 localAt = le32(directory, at + 42);
        if (at + skip > directory.size())
            return notAWorkbook(OrderFileText::tr("the archive's directory is damaged"));
        if (compressed == 0xFFFFFFFF || uncompressed == 0xFFFFFFFF || localAt == 0xFFFFFFFF)
            return notAWorkbook(OrderFileText::tr("ZIP64 archives are not read; save the sheet again, or as CSV"));
        entry.compressedSize = compressed;
        entry.size = uncompressed;
        entry.localHeaderOffset = localAt;
        entry.name = QString::fromUtf8(directory.mid(at + DirectoryHeaderBytes, nameBytes));
        archive.m_entries.append(entry);
        at += skip;
    }
    return archive;
}

const ZipEntry *ZipArchive::find(const QString &name) const
{
    for (const ZipEntry &entry : m_entries)
        if (entry.name == name)
            return &entry;
    return nullptr;
}

struct ZipEntryReader::Inflater {
    Inflater() { ok = inflateInit2(&stream, -MAX_WBITS) == Z_OK; }
    ~Inflater()
    {
        if (ok)
            inflateEnd(&stream);
    }
    z_stream stream {};
    bool ok = false;
    bool ended = false;
};

ZipEntryReader::ZipEntryReader(QIODevice &device, ZipEntry entry, qint64 maxBytes)
    : m_device(device)
    , m_entry(std::move(entry))
    , m_maxBytes(maxBytes)
{
}

ZipEntryReader::~ZipEntryReader() = default;

ZipEntryReader::Step ZipEntryReader::fail(const QString &reason)
{
    m_error = OrderFileText::tr("%1 in the workbook: %2").arg(m_entry.name, reason);
    m_done = true;
    return Step::Failed;
}

QString ZipEntryReader::begin()
{
    if (m_entry.flags & EncryptedFlags)
        return OrderFileText::tr("it is encrypted; save the workbook without a password");
    if (m_entry.method != 0 && m_entry.method != 8)
        return OrderFileText::tr("compression scheme %1 is not read").arg(m_entry.method);
    if (m_entry.size > m_maxBytes)
        return OrderFileText::tr("it unpacks to %1 bytes, more than the %2 allowed").arg(m_entry.size).arg(m_maxBytes);
    if (m_entry.size > RatioCheckedFrom && m_entry.size / qMax<qint64>(1, m_entry.compressedSize) > MaxRatio)
        return OrderFileText::tr("it unpacks to %1 times its size, which no sheet does")
            .arg(m_entry.size / qMax<qint64>(1, m_entry.compressedSize));
    if (m_entry.method == 0 && m_entry.size != m_entry.compressedSize)
        return OrderFileText::tr("its sizes disagree");
    const QByteArray local = readAt(m_device, m_entry.localHeaderOffset, LocalHeaderBytes);
    if (local.size() != LocalHeaderBytes || le32(local, 0) != LocalSignature)
        return OrderFileText::tr("the archive is truncated or damaged");
    m_inputAt = m_entry.localHeaderOffset + LocalHeaderBytes + le16(local, 26) + le16(local, 28);
    m_inputLeft = m_entry.compressedSize;
    if (m_inputAt + m_inputLeft > m_device.size())
        return OrderFileText::tr("the archive is truncated or damaged");
    if (m_entry.method == 8) {
        m_inflater = std::make_unique<Inflater>();
        if (!m_inflater->ok)
            return OrderFileText::tr("the archive is truncated or damaged");
    }
    m_crc = quint32(::crc32(0, nullptr, 0));
    return {};
}

ZipEntryReader::Step ZipEntryReader::finish()
{
    if (m_produced != m_entry.size)
        return fail(OrderFileText::tr("the archive is truncated or damaged"));
    if (m_crc != m_entry.crc32)
        return fail(OrderFileText::tr("its checksum does not match: the file is damaged"));
    m_done = true;
    return Step::End;
}

ZipEntryReader::Step ZipEntryReader::next(QByteArray *chunk)
{
    chunk->clear();
    if (m_done)
        return m_error.isEmpty() ? Step::End : Step::Failed;
    if (!m_started) {
        m_started = true;
        if (const QString problem = begin(); !problem.isEmpty())
            return fail(problem);
    }
    const auto take = [this](qint64 count) {
        m_input = readAt(m_device, m_inputAt, qMin(count, m_inputLeft));
        m_inputAt += m_input.size();
        m_inputLeft -= m_input.size();
        return !m_input.isEmpty();
    };
    if (!m_inflater) { // stored
        if (m_inputLeft == 0)
            return finish();
        if (!take(ChunkBytes))
            return fail(OrderFileText::tr("the archive is truncated or damaged"));
        *chunk = m_input;
    } else {
        z_stream &z = m_inflater->stream;
        if (m_inflater->ended)
            return finish();
        chunk->resize(ChunkBytes);
        z.next_out = reinterpret_cast<Bytef *>(chunk->data());
        z.avail_out = uInt(ChunkBytes);
        while (z.avail_out > 0) {
            if (z.avail_in == 0) {
                if (m_inputLeft == 0 || !take(ChunkBytes))
                    return fail(OrderFileText::tr("the archive is truncated or damaged"));
                z.next_in = reinterpret_cast<Bytef *>(m_input.data());
                z.avail_in = uInt(m_input.size());
            }
            const int status = inflate(&z, Z_NO_FLUSH);
            if (status == Z_STREAM_END) {
                m_inflater->ended = true;
                break;
            }
            if (status != Z_OK)
                return fail(OrderFileText::tr("the archive is truncated or damaged"));
        }
        chunk->resize(ChunkBytes - qsizetype(z.avail_out));
        if (chunk->isEmpty())
            return finish();
    }
    m_produced += chunk->size();
    if (m_produced > m_entry.size)
        return fail(OrderFileText::tr("it unpacks to more than the %1 bytes it declares").arg(m_entry.size));
    m_crc = quint32(::crc32(m_crc, reinterpret_cast<const Bytef *>(chunk->constData()), uInt(chunk->size())));
    return Step::Data;
}

} // namespace dd::reconcile
