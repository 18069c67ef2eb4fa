#pragma once

#include "ui/connectionchoice.h"

#include <QPointer>
#include <QUrl>
#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QNetworkAccessManager;
class QPushButton;
class QToolButton;

namespace dd {

class GatewayCall;

// The address of the built-in sandbox, known once it listens.
struct BuiltInSandboxAddress
{
    QUrl baseUrl;
    QString integrationKey;
};

// Environment presets (built-in sandbox preselected), custom address, masked integration key and
// a "Test connection" button that asks the gateway for its e-wallet list. Used by the first-start
// dialog and the connection settings dialog.
class ConnectionForm : public QWidget
{
    Q_OBJECT
public:
    ConnectionForm(QNetworkAccessManager *network, BuiltInSandboxAddress builtIn, QWidget *parent = nullptr);
    ~ConnectionForm() override;

    ConnectionChoice choice() const;
    void setChoice(const ConnectionChoice &choice);
    // Why the choice cannot be used (bad custom address, empty key), or nothing.
    std::optional<QString> problem() const;
    QString testResult() const;

signals:
    void changed();
    void testFinished(bool success);

private:
    void updateFields();
    void testConnection();
    void showTestResult(bool success, const QString &text);

    QNetworkAccessManager *m_network;
    BuiltInSandboxAddress m_builtIn;
    QComboBox *m_environment;
    QLineEdit *m_baseUrl;
    QLineEdit *m_key;
    QToolButton *m_showKey;
    QPushButton *m_test;
    QLabel *m_testResult;
    QPointer<GatewayCall> m_call;
};

} // namespace dd
