#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;

namespace dd {

// Asks the approving Manager for their own passphrase (it records who approves), with what they
// approve restated above it: a passphrase alone said nothing about the amount or the payment.
class ApprovePrompt : public QDialog
{
    Q_OBJECT
public:
    ApprovePrompt(qint64 requestId, const QString &summary, QWidget *parent = nullptr);

    QString passphrase() const;

private:
    QLineEdit *m_passphrase;
};

} // namespace dd
