#include "ui/dialogs/ewalletsdialog.h"

#include "core/gateway/directapiclient.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPixmap>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace dd {
namespace {
constexpr int IconTimeoutMs = 10'000;
constexpr qint64 MaxIconBytes = 512 * 1024;
}

EWalletsDialog::EWalletsDialog(DirectApiClient &client, QWidget *parent, QNetworkAccessManager *iconNetwork)
    : QDialog(parent), m_client(client), m_network(iconNetwork ? iconNetwork : new QNetworkAccessManager(this))
{
    setObjectName(QStringLiteral("eWalletsDialog"));
    setWindowTitle(tr("E-wallets by country"));
    m_placeholder = style()->standardIcon(QStyle::SP_FileIcon);
    auto *layout = new QVBoxLayout(this);
    m_country = new QComboBox(this);
    m_country->setObjectName(QStringLiteral("countryCombo"));
    m_country->addItem(tr("Argentina"), QStringLiteral("ar"));
    m_country->addItem(tr("Brazil"), QStringLiteral("br"));
    m_country->addItem(tr("Chile"), QStringLiteral("cl"));
    m_country->addItem(tr("Colombia"), QStringLiteral("co"));
    m_country->addItem(tr("Mexico"), QStringLiteral("mx"));
    m_country->setAccessibleName(tr("Country"));
    layout->addWidget(m_country);
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("walletList"));
    m_list->setIconSize(QSize(32, 32));
    m_list->setWordWrap(true);
    m_list->setAccessibleName(tr("E-wallets"));
    m_list->setAccessibleDescription(tr("The e-wallets offered in the chosen country, with their promotional text"));
    m_list->setSpacing(4);
    layout->addWidget(m_list, 1);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("statusLabel"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->button(QDialogButtonBox::Close)->setObjectName(QStringLiteral("closeButton"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_country, &QComboBox::currentIndexChanged, this, &EWalletsDialog::load);
    setMinimumSize(420, 360);
    load();
}

void EWalletsDialog::showCountry(const QString &country)
{
    const int index = m_country->findData(country);
    if (index >= 0)
        m_country->setCurrentIndex(index);
}

void EWalletsDialog::load()
{
    const int generation = ++m_generation;
    m_list->clear();
    m_wallets.clear();
    m_status->setText(tr("Loading…"));
    GatewayCall *call = m_client.availableEWallets(EWalletListRequest{m_country->currentData().toString()});
    connect(call, &GatewayCall::finished, this, [this, call, generation] {
        if (generation != m_generation)
            return;   // the user picked another country meanwhile
        const GatewayResult &result = call->result();
        if (!result) {
            m_status->setText(result.error().message());
            emit walletsShown(-1);
            return;
        }
        m_wallets = result->eWallets;
        for (const EWallet &wallet : std::as_const(m_wallets)) {
            const QString text = wallet.promotionalText.isEmpty() ? wallet.name
                                                                  : wallet.name + u'\n' + wallet.promotionalText;
            auto *item = new QListWidgetItem(m_placeholder, text, m_list);
            item->setToolTip(tr("Method code: %1").arg(wallet.code));
            item->setData(Qt::UserRole, wallet.code);
            fetchIcon(item, wallet.iconUrl, generation);
        }
        m_status->setText(m_wallets.isEmpty() ? tr("No e-wallets are offered in this country for your account.")
                                              : tr("%n e-wallet(s).", nullptr, int(m_wallets.size())));
        emit walletsShown(int(m_wallets.size()));
    });
}

void EWalletsDialog::fetchIcon(QListWidgetItem *item, const QString &iconUrl, int generation)
{
    const QUrl url(iconUrl);
    if (!url.isValid() || (url.scheme() != u"https" && url.scheme() != u"http"))
        return;
    QNetworkRequest request(url);
    request.setTransferTimeout(IconTimeoutMs);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::NoLessSafeRedirectPolicy);
    QNetworkReply *reply = m_network->get(request);
    const QString code = item->data(Qt::UserRole).toString();
    connect(reply, &QNetworkReply::finished, this, [this, reply, code, generation] {
        reply->deleteLater();
        if (generation != m_generation || reply->error() != QNetworkReply::NoError)
            return;   // the placeholder stays
        QPixmap pixmap;
        if (!pixmap.loadFromData(reply->read(MaxIconBytes)))
            return;
        for (int row = 0; row < m_list->count(); ++row) {
            if (m_list->item(row)->data(Qt::UserRole).toString() == code)
                m_list->item(row)->setIcon(QIcon(pixmap));
        }
    });
}

} // namespace dd
