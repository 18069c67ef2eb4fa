#pragma once

#include "core/reconcile/orderrecords.h"
#include "core/reconcile/ziparchive.h"

#include <QBitArray>

namespace dd::reconcile {

// The rows of an XLSX workbook's first sheet (the first in the workbook's own order, wherever its
// part lives), streamed from the archive: only the shared strings are held, never the sheet. Cells
// are typed as the sheet says: shared strings (rich text runs joined, phonetic guides left out),
// formula strings, inline strings, numbers (kept as their exact text), booleans and errors. The
// first row that has a value is the header; rows are numbered as the sheet numbers them.
class XlsxSheetReader final : public OrderRecords {
public:
    static constexpr qint64 MaxPartBytes = 16 << 20; // workbook.xml, its relationships
    static constexpr qint64 MaxSharedStringBytes = qint64(256) << 20;
    static constexpr qint64 MaxSheetBytes = qint64(1) << 30;   // about four million order rows
    static constexpr int MaxColumns = 16'384; // XFD, a sheet's last column

    // The sheet of the workbook on `device`; a problem of the archive or the workbook is the error.
    static Result<std::unique_ptr<XlsxSheetReader>, QString> open(QIODevice &device);
    ~XlsxSheetReader() override;

    Step next() override;
    const QStringList &fields() const override { return m_fields; }
    qint64 line() const override { return m_row; }
    bool isBlank() const override;
    QString errorString() const override { return m_error; }
    bool isNumber(qsizetype column) const override
    {
        return column >= 0 && column < m_numbers.size() && m_numbers.testBit(column);
    }
    bool usesDate1904() const override { return m_date1904; }

private:
    XlsxSheetReader(QIODevice &device, const ZipEntry &sheet);
    bool readCell();
    Step failWith(const QString &reason);

    struct Sheet;
    std::unique_ptr<Sheet> m_sheet;
    QStringList m_sharedStrings;
    bool m_date1904 = false;
    qsizetype m_width = -1; // the header's, once read
    QStringList m_fields;
    QBitArray m_numbers;
    qint64 m_row = 0;
    bool m_sheetEnded = false;
    QString m_error;
};

} // namespace dd::reconcile
