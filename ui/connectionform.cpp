#include "ui/connectionform.h"
#include "ui/desktop/theme.h"

#include "core/gateway/authenticator.h"
#include "core/gateway/connection.h"
#include "core/gateway/directapiclient.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QToolButton>

namespace dd {

namespace {
constexpr int TestTimeoutMs = 10'000;

const QList<BaseAddressPreset> &presets()
{
    static const QList<BaseAddressPreset> all = {BaseAddressPreset::BuiltInSandbox,     BaseAddressPreset::GatewaySandbox,
                                                 BaseAddressPreset::Production,         BaseAddressPreset::LocalTenantSandbox,
                                                 BaseAddressPreset::LocalTenantProduction, BaseAddressPreset::Custom};
    return all;
}

QString testFailureText(const GatewayError &error)
{
    if (error.kind == GatewayError::Kind::Gateway && !error.code.isEmpty())
        return ConnectionForm::tr("The gateway refused: %1 (%2)").arg(error.message(), error.code);
    return ConnectionForm::tr("No connection: %1").arg(error.message());
}
} // namespace

ConnectionForm::ConnectionForm(QNetworkAccessManager *network, BuiltInSandboxAddress builtIn, QWidget *parent)
    : QWidget(parent),
      m_network(network),
      m_builtIn(std::move(builtIn)),
      m_environment(new QComboBox(this)),
      m_baseUrl(new QLineEdit(this)),
      m_key(new QLineEdit(this)),
      m_showKey(new QToolButton(this)),
      m_test(new QPushButton(tr("&Test connection"), this)),
      m_testResult(new QLabel(this))
{
    m_environment->setObjectName(QStringLiteral("environmentCombo"));
    m_baseUrl->setObjectName(QStringLiteral("baseUrlEdit"));
    m_key->setObjectName(QStringLiteral("integrationKeyEdit"));
    m_showKey->setObjectName(QStringLiteral("showKeyButton"));
    m_test->setObjectName(QStringLiteral("testConnectionButton"));
    m_testResult->setObjectName(QStringLiteral("testResultLabel"));

    for (BaseAddressPreset preset : presets())
        m_environment->addItem(BaseAddress::presetName(preset), environmentCode(preset));
    m_baseUrl->setPlaceholderText(tr("https://gateway.example.com"));
    m_key->setEchoMode(QLineEdit::Password);
    m_key->setPlaceholderText(tr("Integration key from the merchant area"));
    m_key->setAttribute(Qt::WA_InputMethodEnabled, false);
    m_showKey->setText(tr("Show"));
    m_showKey->setCheckable(true);
    m_showKey->setToolTip(tr("Show the integration key while you type it"));
    m_testResult->setWordWrap(true);
    m_testResult->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *keyRow = new QHBoxLayout;
    keyRow->addWidget(m_key, 1);
    keyRow->addWidget(m_showKey);
    auto *testRow = new QHBoxLayout;
    testRow->addWidget(m_test);
    testRow->addWidget(m_testResult, 1);

    auto *layout = new QFormLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addRow(tr("&Environment:"), m_environment);
    layout->addRow(tr("&Address:"), m_baseUrl);
    auto *keyLabel = new QLabel(tr("Integration &key:"), this);
    keyLabel->setBuddy(m_key);
    layout->addRow(keyLabel, keyRow);
    layout->addRow(QString(), testRow);

    connect(m_environment, &QComboBox::currentIndexChanged, this, [this] {
        // A custom address starts empty rather than from the preset shown before.
        if (presetForEnvironment(m_environment->currentData().toString()) == BaseAddressPreset::Custom)
            m_baseUrl->clear();
        updateFields();
        emit changed();
    });
    connect(m_baseUrl, &QLineEdit::textChanged, this, &ConnectionForm::changed);
    connect(m_key, &QLineEdit::textChanged, this, &ConnectionForm::changed);
    connect(m_showKey, &QToolButton::toggled, this, [this](bool shown) {
        m_key->setEchoMode(shown ? QLineEdit::Normal : QLineEdit::Password);
    });
    connect(m_test, &QPushButton::clicked, this, &ConnectionForm::testConnection);
    updateFields();
}

ConnectionForm::~ConnectionForm()
{
    if (m_call)
        m_call->abort();
}

ConnectionChoice ConnectionForm::choice() const
{
    ConnectionChoice choice;
    choice.environment = m_environment->currentData().toString();
    const BaseAddressPreset preset = presetForEnvironment(choice.environment);
    if (preset == BaseAddressPreset::BuiltInSandbox)
        return choice;
    choice.baseUrl = preset == BaseAddressPreset::Custom ? QUrl(m_baseUrl->text().trimmed(), QUrl::StrictMode)
                                                         : BaseAddress::forPreset(preset);
    choice.integrationKey = m_key->text().trimmed();
    return choice;
}

void ConnectionForm::setChoice(const ConnectionChoice &choice)
{
    const int index = m_environment->findData(environmentCode(presetForEnvironment(choice.environment)));
    m_environment->setCurrentIndex(std::max(index, 0));
    if (presetForEnvironment(choice.environment) == BaseAddressPreset::Custom)
        m_baseUrl->setText(choice.baseUrl.toString());
    m_key->setText(choice.integrationKey);
    updateFields();
}

std::optional<QString> ConnectionForm::problem() const
{
    const ConnectionChoice current = choice();
    if (current.isBuiltInSandbox())
        return std::nullopt;
    if (presetForEnvironment(current.environment) == BaseAddressPreset::Custom) {
        if (m_baseUrl->text().trimmed().isEmpty())
            return tr("Enter the gateway's address.");
        if (!current.baseUrl.isValid())
            return tr("The address is not a valid URL.");
        if (auto why = BaseAddress::problem(current.baseUrl))
            return *why;
    }
    if (current.integrationKey.isEmpty())
        return tr("Enter the integration key.");
    return std::nullopt;
}

QString ConnectionForm::testResult() const
{
    return m_testResult->text();
}

void ConnectionForm::updateFields()
{
    const BaseAddressPreset preset = presetForEnvironment(m_environment->currentData().toString());
    const bool builtIn = preset == BaseAddressPreset::BuiltInSandbox;
    m_baseUrl->setEnabled(preset == BaseAddressPreset::Custom);
    if (preset != BaseAddressPreset::Custom)
        m_baseUrl->setText(builtIn ? m_builtIn.baseUrl.toString() : BaseAddress::forPreset(preset).toString());
    m_key->setEnabled(!builtIn);
    m_showKey->setEnabled(!builtIn);
    m_key->setPlaceholderText(builtIn ? tr("Not needed: the built-in sandbox brings its own")
                                      : tr("Integration key from the merchant area"));
    m_testResult->clear();
}

void ConnectionForm::testConnection()
{
    if (auto why = problem()) {
        showTestResult(false, *why);
        return;
    }
    if (m_call)
        m_call->abort();
    ConnectionChoice current = choice();
    ConnectionSettings settings;
    settings.baseUrl = current.isBuiltInSandbox() ? m_builtIn.baseUrl : current.baseUrl;
    settings.transferTimeoutMs = TestTimeoutMs;
    settings.maxReadRetries = 0;
    const QString key = current.isBuiltInSandbox() ? m_builtIn.integrationKey : current.integrationKey;
    auto authenticator = std::make_shared<IntegrationKeyAuthenticator>(SecretText(key));
    current.wipeKey();
    // The client lives as long as its one call.
    auto *client = new DirectApiClient(m_network, settings, authenticator, {}, this);
    m_call = client->availableEWallets(EWalletListRequest{QStringLiteral("br")});
    m_test->setEnabled(false);
    m_testResult->setText(tr("Testing…"));
    // The built-in sandbox brings its own key: the user typed none for it to accept.
    const bool builtIn = current.isBuiltInSandbox();
    connect(m_call.data(), &GatewayCall::finished, this, [this, client, builtIn, call = m_call.data()] {
        const GatewayResult &result = call->result();
        if (result && builtIn)
            showTestResult(true, tr("Connected: the built-in sandbox answers."));
        else if (result)
            showTestResult(true, tr("Connected: the gateway accepted the integration key."));
        else
            showTestResult(false, testFailureText(result.error()));
        client->deleteLater();
    });
}

void ConnectionForm::showTestResult(bool success, const QString &text)
{
    m_test->setEnabled(true);
    m_testResult->setText(text);
    QPalette palette = m_testResult->palette();
    palette.setColor(QPalette::WindowText, success ? theme::successText(palette) : theme::errorText(palette));
    m_testResult->setPalette(palette);
    emit testFinished(success);
}

} // namespace dd
