#pragma once

#include "ui/desktop/diagnostics.h"

#include <QDialog>

#include <functional>

class QLabel;
class QPushButton;

namespace dd {

// Help → About: DirectDesk's version, the libraries in use (Qt, SQLCipher, libsodium,
// libxlsxwriter), the build type and the license; "Copy diagnostics" puts Diagnostics::text() on
// the clipboard (nothing secret is in it).
class AboutDialog : public QDialog
{
    Q_OBJECT
public:
    using InfoSource = std::function<DiagnosticsInfo()>;

    explicit AboutDialog(InfoSource source, QWidget *parent = nullptr);

    QString diagnosticsText() const;
    void copyDiagnostics();

private:
    InfoSource m_source;
    QLabel *m_copied;
};

} // namespace dd
