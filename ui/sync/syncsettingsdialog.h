#pragma once

#include "core/sync/syncsettings.h"

#include <QDialog>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace dd {

// Sync ▸ Refresh and notifications…: the background refresh schedule (off, or every N minutes)
// and the local notification listener (off by default; loopback unless another address is
// typed, with a warning; port; the gateway's certificate its notifications are verified against).
// OK stays disabled while a value is wrong.
class SyncSettingsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit SyncSettingsDialog(const SyncSettings &current, QWidget *parent = nullptr);

    SyncSettings settings() const;

    QCheckBox *scheduleBox() const { return m_schedule; }
    QSpinBox *minutesBox() const { return m_minutes; }
    QCheckBox *listenBox() const { return m_listen; }
    QLineEdit *addressEdit() const { return m_address; }
    QSpinBox *portBox() const { return m_port; }
    QLineEdit *certificateEdit() const { return m_certificate; }
    QLabel *problemLabel() const { return m_problem; }
    bool canAccept() const;

private:
    void update();

    QCheckBox *m_schedule;
    QSpinBox *m_minutes;
    QCheckBox *m_listen;
    QLineEdit *m_address;
    QSpinBox *m_port;
    QLineEdit *m_certificate;
    QPushButton *m_browse;
    QLabel *m_warning;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

} // namespace dd
