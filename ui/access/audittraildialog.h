#pragma once

#include "core/audit/auditquery.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace dd {

namespace access {
class AccessGuard;
}

// The audit trail, newest first, read from SQL a page at a time: filters by operator, action, date
// range and text; "Verify" recomputes the hash chain; "Export CSV…" (Export permission) writes
// the filtered rows and records the export in the trail.
class AuditTrailDialog : public QDialog
{
    Q_OBJECT
public:
    static constexpr int PageSize = 100;

    AuditTrailDialog(AuditStore &store, access::AccessGuard &guard, QWidget *parent = nullptr);

    AuditFilter filter() const;
    qint64 matchingRows() const { return m_total; }
    QTableWidget *table() const { return m_table; }
    QLabel *verifyLabel() const { return m_verifyLabel; }
    // Runs the chain verification and shows its outcome; true when intact.
    bool verifyNow();
    // Writes the filtered rows as CSV to `path` (checks the Export permission); an error text or empty.
    QString exportTo(const QString &path);

private:
    void reload();
    void showPage();
    void exportCsv();

    AuditStore &m_store;
    access::AccessGuard &m_guard;
    AuditQuery m_query;
    QComboBox *m_actor;
    QComboBox *m_action;
    QCheckBox *m_useDates;
    QDateEdit *m_from;
    QDateEdit *m_to;
    QLineEdit *m_text;
    QTableWidget *m_table;
    QLabel *m_pageLabel;
    QLabel *m_verifyLabel;
    QPushButton *m_previous;
    QPushButton *m_next;
    QPushButton *m_export;
    qint64 m_offset = 0;
    qint64 m_total = 0;
};

} // namespace dd
