#pragma once

#include "core/sync/notificationimport.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace dd {

// Sync ▸ Import notifications…: the gateway's notifications pasted or read from a file (one a
// line: `operation=payment_status_change&notification_type=update&hash_codes=…`, or the same as
// JSON), or a plain list of hashes and merchant payment codes. The text is checked while typing;
// OK queues every code for a query.
class NotificationImportDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Format { Notifications, Codes };

    explicit NotificationImportDialog(QWidget *parent = nullptr);

    // What OK queues (empty until the text is valid).
    const NotificationCodes &codes() const { return m_codes; }
    // Reads a file into the text box; false (and the reason shown) when it cannot be read.
    bool loadFile(const QString &path);
    void setText(const QString &text);
    void setFormat(Format format);

    QPlainTextEdit *textEdit() const { return m_text; }
    QLabel *resultLabel() const { return m_result; }
    QPushButton *okButton() const;

    static constexpr qint64 MaxFileBytes = 16 * 1024 * 1024;

private:
    void check();
    void chooseFile();

    QComboBox *m_format;
    QPlainTextEdit *m_text;
    QPushButton *m_open;
    QLabel *m_result;
    QDialogButtonBox *m_buttons;
    NotificationCodes m_codes;
};

} // namespace dd
