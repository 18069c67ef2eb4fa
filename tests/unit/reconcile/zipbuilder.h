#pragma once
// Hand-made ZIP archives for the XLSX reader's tests: members stored or deflated exactly as given,
// so a test can write the workbook XML a producer would (or a hostile one), and patch the bytes.

#include <QByteArray>
#include <QList>

#include <zlib.h>

namespace dd::test {

inline void putLe16(QByteArray &out, quint32 value)
{
    out.append(char(value & 0xFF));
    out.append(char((value >> 8) & 0xFF));
}

inline void putLe32(QByteArray &out, quint32 value)
{
    putLe16(out, value & 0xFFFF);
    putLe16(out, value >> 16);
}

inline quint32 le32At(const QByteArray &bytes, qsizetype at)
{
    quint32 value = 0;
    for (int i = 3; i >= 0; --i)
        value = value << 8 | quint8(bytes.at(at + i));
    return value;
}

inline void setLe32At(QByteArray &bytes, qsizetype at, quint32 value)
{
    for (int i = 0; i < 4; ++i)
        bytes[at + i] = char((value >> (8 * i)) & 0xFF);
}

inline void setLe16At(QByteArray &bytes, qsizetype at, quint16 value)
{
    bytes[at] = char(value & 0xFF);
    bytes[at + 1] = char(value >> 8);
}

inline QByteArray rawDeflate(const QByteArray &data)
{
    z_stream z{};
    deflateInit2(&z, Z_BEST_COMPRESSION, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
    QByteArray out(qsizetype(deflateBound(&z, uLong(data.size()))), Qt::Uninitialized);
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.constData()));
    z.avail_in = uInt(data.size());
    z.next_out = reinterpret_cast<Bytef *>(out.data());
    z.avail_out = uInt(out.size());
    deflate(&z, Z_FINISH);
    out.resize(qsizetype(z.total_out));
    deflateEnd(&z);
    return out;
}

struct ZipMember
{
    QByteArray name;
    QByteArray data;
    bool deflated = true;
};

inline QByteArray zipOf(const QList<ZipMember> &members)
{
    QByteArray archive;
    QByteArray directory;
    for (const ZipMember &member : members) {
        const QByteArray stored = member.deflated ? rawDeflate(member.data) : member.data;
        const auto crc = quint32(crc32(0, reinterpret_cast<const Bytef *>(member.data.constData()),
                                       uInt(member.data.size())));
        const auto offset = quint32(archive.size());
        const quint16 method = member.deflated ? 8 : 0;
        putLe32(archive, 0x04034b50);
        putLe16(archive, 20);
        putLe16(archive, 0);
        putLe16(archive, method);
        putLe32(archive, 0);   // time and date
        putLe32(archive, crc);
        putLe32(archive, quint32(stored.size()));
        putLe32(archive, quint32(member.data.size()));
        putLe16(archive, quint16(member.name.size()));
        putLe16(archive, 0);
        archive += member.name + stored;

        putLe32(directory, 0x02014b50);
        putLe16(directory, 20);
        putLe16(directory, 20);
        putLe16(directory, 0);
        putLe16(directory, method);
        putLe32(directory, 0);
        putLe32(directory, crc);
        putLe32(directory, quint32(stored.size()));
        putLe32(directory, quint32(member.data.size()));
        putLe16(directory, quint16(member.name.size()));
        putLe32(directory, 0);   // extra and comment lengths
        putLe32(directory, 0);   // disk, internal attributes
        putLe32(directory, 0);   // external attributes
        putLe32(directory, offset);
        directory += member.name;
    }
    const auto directoryAt = quint32(archive.size());
    archive += directory;
    putLe32(archive, 0x06054b50);
    putLe32(archive, 0);
    putLe16(archive, quint16(members.size()));
    putLe16(archive, quint16(members.size()));
    putLe32(archive, quint32(directory.size()));
    putLe32(archive, directoryAt);
    putLe16(archive, 0);
    return archive;
}

// Where the central directory describes `name`; -1 when it does not.
inline qsizetype directoryEntryOf(const QByteArray &zip, const QByteArray &name)
{
    for (qsizetype at = zip.indexOf("PK\x01\x02"); at >= 0; at = zip.indexOf("PK\x01\x02", at + 4)) {
        const qsizetype nameBytes = quint8(zip.at(at + 28)) | quint8(zip.at(at + 29)) << 8;
        if (zip.mid(at + 46, nameBytes) == name)
            return at;
    }
    return -1;
}

// The smallest workbook around one sheet's XML (and shared strings when given).
inline QByteArray workbookOf(const QByteArray &sheetXml, const QByteArray &sharedStrings = {},
                             const QByteArray &workbookPr = {})
{
    QList<ZipMember> members{
        {"[Content_Types].xml", R"(<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>)"},
        {"xl/workbook.xml",
         R"(<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" )"
         R"(xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">)"
             + workbookPr + R"(<sheets><sheet name="Orders" sheetId="1" r:id="rId1"/></sheets></workbook>)"},
        {"xl/_rels/workbook.xml.rels",
         R"(<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">)"
         R"(<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>)"
         R"(<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>)"
         R"(</Relationships>)"},
        {"xl/worksheets/sheet1.xml",
         R"(<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>)"
             + sheetXml + "</sheetData></worksheet>"},
    };
    if (!sharedStrings.isEmpty())
        members.append({"xl/sharedStrings.xml",
                        R"(<?xml version="1.0"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">)"
                            + sharedStrings + "</sst>"});
    return zipOf(members);
}

} // namespace dd::test
