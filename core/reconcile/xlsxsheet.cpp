#include "core/reconcile/xlsxsheet.h"

#include "core/reconcile/reconciletext.h"

#include <QDir>
#include <QXmlStreamReader>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dd::reconcile {

namespace {

const QString WorkbookPart = u"xl/workbook.xml"_s;
const QString WorkbookRelations = u"xl/_rels/workbook.xml.rels"_s;

QString notAWorkbook(const QString &why)
{
    return OrderFileText::tr("not a readable XLSX workbook: %1").arg(why);
}

QString xmlProblem(const QString &part, const QXmlStreamReader &xml)
{
    return OrderFileText::tr("%1 in the workbook: line %2: %3").arg(part).arg(xml.lineNumber()).arg(xml.errorString());
}

// A part named by a relationship of xl/workbook.xml: relative to xl/, or absolute in the archive.
QString partPath(const QString &target)
{
    return target.startsWith(u'/') ? QDir::cleanPath(target.mid(1)) : QDir::cleanPath(u"xl/"_s + target);
}

// "B7" → 1; -1 when the reference names no column.
int columnOf(QStringView reference)
{
    int column = 0;
    qsizetype i = 0;
    for (; i < reference.size() && reference.at(i).isUpper() && reference.at(i).unicode() < 128; ++i) {
        column = column * 26 + (reference.at(i).unicode() - u'A' + 1);
        if (column > XlsxSheetReader::MaxColumns)
            return -1;
    }
    return i == 0 ? -1 : column - 1;
}

// Streams one part's XML out of the archive: QXmlStreamReader asks for more at the end of each piece.
class PartXml {
public:
    PartXml(QIODevice &device, const ZipEntry &entry, qint64 maxBytes)
        : m_part(device, entry, maxBytes)
        , m_name(entry.name)
    {
    }

    QXmlStreamReader::TokenType readNext()
    {
        for (;;) {
            const QXmlStreamReader::TokenType token = xml.readNext();
            if (token == QXmlStreamReader::DTD) {
                m_error = OrderFileText::tr("%1 in the workbook: a document type declaration, which no workbook has")
                              .arg(m_name);
                return QXmlStreamReader::Invalid;
            }
            if (token == QXmlStreamReader::EndDocument)
                return finishPart() ? token : QXmlStreamReader::Invalid;
            if (token != QXmlStreamReader::Invalid)
                return token;
            if (xml.error() != QXmlStreamReader::PrematureEndOfDocumentError || m_ended) {
                if (m_error.isEmpty())
                    m_error = xmlProblem(m_name, xml);
                return token;
            }
            QByteArray chunk;
            if (!pull(&chunk))
                return QXmlStreamReader::Invalid;
            xml.addData(chunk);
        }
    }

    // Reads on to the end of the part, so its size and checksum are checked too.
    bool drain()
    {
        QXmlStreamReader::TokenType token;
        while ((token = readNext()) != QXmlStreamReader::EndDocument)
            if (token == QXmlStreamReader::Invalid)
                return false;
        return true;
    }

    const QString &errorString() const { return m_error; }
    QXmlStreamReader xml;

private:
    // The document may close before the last piece was asked for: the rest is read so the part's
    // size and checksum are checked all the same.
    bool finishPart()
    {
        QByteArray chunk;
        while (!m_ended)
            if (!pull(&chunk))
                return false;
        return true;
    }

    // The next piece of the part into `chunk` (none once it ended); false when it cannot be read.
    bool pull(QByteArray *chunk)
    {
        switch (m_part.next(chunk)) {
        case ZipEntryReader::Step::Data:
            return true;
        case ZipEntryReader::Step::End:
            m_ended = true;
            return true;
        case ZipEntryReader::Step::Failed:
            m_error = m_part.errorString();
            return false;
        }
        return false;
    }

    ZipEntryReader m_part;
    QString m_name;
    bool m_ended = false;
    QString m_error;
};

struct SheetLocation {
    QString sheetPart;
    QString sharedStringsPart;
    bool date1904 = false;
};

Result<SheetLocation, QString> locateFirstSheet(QIODevice &device, const ZipArchive &archive)
{
    const ZipEntry *workbook = archive.find(WorkbookPart);
    const ZipEntry *relations = archive.find(WorkbookRelations);
    if (!workbook || !relations)
        return notAWorkbook(OrderFileText::tr("%1 is missing").arg(workbook ? WorkbookRelations : WorkbookPart));
    SheetLocation location;
    QString sheetRelation;
    PartXml book(device, *workbook, XlsxSheetReader::MaxPartBytes);
    for (auto token = book.readNext(); token != QXmlStreamReader::EndDocument; token = book.readNext()) {
        if (token == QXmlStreamReader::Invalid)
            return book.errorString();
        if (token != QXmlStreamReader::StartElement)
            continue;
        const QXmlStreamAttributes attributes = book.xml.attributes();
        if (book.xml.name() == u"workbookPr") {
            const QStringView value = attributes.value(u"date1904"_s);
            location.date1904 = value == u"1" || value == u"true";
        } else if (book.xml.name() == u"sheet" && sheetRelation.isEmpty()) {
            for (const QXmlStreamAttribute &attribute : attributes)
                if (attribute.name() == u"id" && !attribute.namespaceUri().isEmpty())
                    sheetRelation = attribute.value().toString();
            if (sheetRelation.isEmpty())
                return notAWorkbook(OrderFileText::tr("its first sheet names no part"));
        }
    }
    if (sheetRelation.isEmpty())
        return notAWorkbook(OrderFileText::tr("it has no sheet"));
    PartXml rels(device, *relations, XlsxSheetReader::MaxPartBytes);
    for (auto token = rels.readNext(); token != QXmlStreamReader::EndDocument; token = rels.readNext()) {
        if (token == QXmlStreamReader::Invalid)
            return rels.errorString();
        if (token != QXmlStreamReader::StartElement || rels.xml.name() != u"Relationship")
            continue;
        const QXmlStreamAttributes attributes = rels.xml.attributes();
        if (attributes.value(u"TargetMode"_s) == u"External")
            continue;
        const QString target = partPath(attributes.value(u"Target"_s).toString());
        if (attributes.value(u"Id"_s) == sheetRelation)
            location.sheetPart = target;
        else if (attributes.value(u"Type"_s).endsWith(u"/sharedStrings"))
            location.sharedStringsPart = target;
    }
    if (location.sheetPart.isEmpty() || !archive.find(location.sheetPart))
        return notAWorkbook(OrderFileText::tr("its first sheet (%1) is missing")
                                .arg(location.sheetPart.isEmpty() ? sheetRelation : location.sheetPart));
    return location;
}

// The text of every <si>: its <t>, or its rich text runs' <t> joined; phonetic guides (<rPh>) left out.
Result<QStringList, QString> readSharedStrings(QIODevice &device, const ZipEntry &entry)
{
    QStringList strings;
    PartXml part(device, entry, XlsxSheetReader::MaxSharedStringBytes);
    QString current;
    int phonetic = 0;
    bool inText = false;
    for (auto token = part.readNext(); token != QXmlStreamReader::EndDocument; token = part.readNext()) {
        switch (token) {
        case QXmlStreamReader::Invalid:
            return part.errorString();
        case QXmlStreamReader::StartElement:
            if (part.xml.name() == u"si")
                current.clear();
            else if (part.xml.name() == u"rPh")
                ++phonetic;
            else if (part.xml.name() == u"t")
                inText = phonetic == 0;
            break;
        case QXmlStreamReader::EndElement:
            if (part.xml.name() == u"si")
                strings.append(current);
            else if (part.xml.name() == u"rPh")
                --phonetic;
            else if (part.xml.name() == u"t")
                inText = false;
            break;
        case QXmlStreamReader::Characters:
            if (inText)
                current += part.xml.text();
            break;
        default:
            break;
        }
    }
    return strings;
}

} // namespace

struct XlsxSheetReader::Sheet : PartXml {
    using PartXml::PartXml;
};

XlsxSheetReader::XlsxSheetReader(QIODevice &device, const ZipEntry &sheet)
    : m_sheet(std::make_unique<Sheet>(device, sheet, MaxSheetBytes))
{
}

XlsxSheetReader::~XlsxSheetReader() = default;

Result<std::unique_ptr<XlsxSheetReader>, QString> XlsxSheetReader::open(QIODevice &device)
{
    const auto archive = ZipArchive::open(device);
    if (!archive)
        return archive.error();
    const auto location = locateFirstSheet(device, archive.value());
    if (!location)
        return location.error();
    std::unique_ptr<XlsxSheetReader> reader(new XlsxSheetReader(device, *archive->find(location->sheetPart)));
    reader->m_date1904 = location->date1904;
    if (const ZipEntry *shared = archive->find(location->sharedStringsPart)) {
        auto strings = readSharedStrings(device, *shared);
        if (!strings)
            return strings.error();
        reader->m_sharedStrings = std::move(strings).value();
    }
    return reader;
}

bool XlsxSheetReader::isBlank() const
{
    return std::all_of(m_fields.cbegin(), m_fields.cend(), [](const QString &field) { return field.isEmpty(); });
}

OrderRecords::Step XlsxSheetReader::failWith(const QString &reason)
{
    if (m_error.isEmpty())
        m_error = reason;
    m_sheetEnded = true;
    return Step::Failed;
}

OrderRecords::Step XlsxSheetReader::next()
{
    if (m_sheetEnded)
        return m_error.isEmpty() ? Step::End : Step::Failed;
    QXmlStreamReader &xml = m_sheet->xml;
    for (;;) {
        const QXmlStreamReader::TokenType token = m_sheet->readNext();
        if (token == QXmlStreamReader::Invalid)
            return failWith(m_sheet->errorString());
        if (token == QXmlStreamReader::EndDocument
            || (token == QXmlStreamReader::EndElement && xml.name() == u"sheetData")) {
            m_sheetEnded = true;
            return token == QXmlStreamReader::EndDocument || m_sheet->drain() ? Step::End
                                                                              : failWith(m_sheet->errorString());
        }
        if (token == QXmlStreamReader::StartElement && xml.name() == u"row") {
            const QStringView number = xml.attributes().value(u"r"_s);
            bool ok = true;
            const qint64 row = number.isEmpty() ? m_row + 1 : number.toLongLong(&ok);
            if (!ok || row <= m_row)
                return failWith(OrderFileText::tr("row %1 of the sheet is out of order").arg(number));
            m_row = row;
            m_fields.clear();
            m_numbers.fill(false);
        } else if (token == QXmlStreamReader::StartElement && xml.name() == u"c") {
            if (!readCell())
                return Step::Failed;
        } else if (token == QXmlStreamReader::EndElement && xml.name() == u"row") {
            qsizetype used = m_fields.size();
            while (used > 0 && m_fields.at(used - 1).isEmpty())
                --used;
            if (m_width < 0 && used == 0)
                continue; // blank rows above the header
            if (m_width < 0)
                m_width = used;
            m_fields.resize(qMax(m_width, used));
            return Step::Record;
        }
    }
}

bool XlsxSheetReader::readCell()
{
    QXmlStreamReader &xml = m_sheet->xml;
    const QXmlStreamAttributes attributes = xml.attributes();
    const QStringView reference = attributes.value(u"r"_s);
    const int column = reference.isEmpty() ? int(m_fields.size()) : columnOf(reference);
    if (column < 0 || column >= MaxColumns) {
        failWith(OrderFileText::tr("row %1: \"%2\" is not a cell of a sheet").arg(m_row).arg(reference));
        return false;
    }
    const QString type = attributes.value(u"t"_s).toString();
    QString value;
    int phonetic = 0;
    bool inValue = false;
    for (;;) {
        const QXmlStreamReader::TokenType token = m_sheet->readNext();
        if (token == QXmlStreamReader::Invalid || token == QXmlStreamReader::EndDocument) {
            failWith(m_sheet->errorString());
            return false;
        }
        if (token == QXmlStreamReader::StartElement) {
            phonetic += xml.name() == u"rPh" ? 1 : 0;
            inValue = phonetic == 0 && (xml.name() == u"v" || xml.name() == u"t");
        } else if (token == QXmlStreamReader::EndElement) {
            if (xml.name() == u"c")
                break;
            phonetic -= xml.name() == u"rPh" ? 1 : 0;
            inValue = false;
        } else if (token == QXmlStreamReader::Characters && inValue) {
            value += xml.text();
        }
    }
    bool number = false;
    if (type == u"s") {
        bool ok = false;
        const qsizetype index = value.toLongLong(&ok);
        if (!ok || index < 0 || index >= m_sharedStrings.size()) {
            failWith(OrderFileText::tr("row %1: the shared string %2 does not exist").arg(m_row).arg(value));
            return false;
        }
        value = m_sharedStrings.at(index);
    } else if (type == u"b") {
        value = value.trimmed() == u"1" ? u"TRUE"_s : u"FALSE"_s;
    } else if ((type.isEmpty() || type == u"n") && !value.isEmpty()) {
        value = plainDecimal(value.trimmed());
        number = true;
    }
    if (m_fields.size() <= column)
        m_fields.resize(column + 1);
    if (m_numbers.size() <= column)
        m_numbers.resize(column + 1);
    m_fields[column] = value;
    m_numbers.setBit(column, number);
    return true;
}

} // namespace dd::reconcile
