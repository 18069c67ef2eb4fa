<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>QCoreApplication</name>
    <message>
        <location filename="../core/cache/vault.cpp" line="83"/>
        <source>Wrong passphrase.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dd</name>
    <message>
        <location filename="../core/cache/vault.cpp" line="52"/>
        <source>SQLCipher is not active on this connection.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dd::BaseAddress</name>
    <message>
        <location filename="../core/gateway/connection.cpp" line="24"/>
        <source>Built-in sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/connection.cpp" line="25"/>
        <source>Gateway sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/connection.cpp" line="26"/>
        <source>Production</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/connection.cpp" line="27"/>
        <source>Local tenant sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/connection.cpp" line="28"/>
        <source>Local tenant production</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/connection.cpp" line="29"/>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/connection.cpp" line="58"/>
        <source>Enter a base address such as https://sandbox.ebanxpay.com.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/connection.cpp" line="60"/>
        <source>The base address must not carry user names, queries or fragments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/connection.cpp" line="65"/>
        <source>The base address must start with https:// (plain http:// is allowed only for this computer).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dd::ConnectionDialog</name>
    <message>
        <location filename="../ui/connectiondialog.cpp" line="22"/>
        <source>Connection settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectiondialog.cpp" line="27"/>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectiondialog.cpp" line="28"/>
        <source>Never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectiondialog.cpp" line="33"/>
        <source>Gateway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectiondialog.cpp" line="35"/>
        <source>Security</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectiondialog.cpp" line="37"/>
        <source>&amp;Lock after idle:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dd::ConnectionForm</name>
    <message>
        <location filename="../ui/connectionform.cpp" line="31"/>
        <source>The gateway refused: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectionform.cpp" line="32"/>
        <source>No connection: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectionform.cpp" line="44"/>
        <source>&amp;Test connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectionform.cpp" line="56"/>
        <source>https://gateway.example.com</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectionform.cpp" line="58"/>
        <location filename="../ui/connectionform.cpp" line="155"/>
        <source>Integration key from the merchant area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectionform.cpp" line="60"/>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectionform.cpp" line="62"/>
        <source>Show the integration key while you type it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectionform.cpp" line="75"/>
        <source>&amp;Environment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectionform.cpp" line="76"/>
        <source>&amp;Address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectionform.cpp" line="77"/>
        <source>Integration &amp;key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectionform.cpp" line="129"/>
        <source>Enter the gateway&apos;s address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectionform.cpp" line="131"/>
        <source>The address is not a valid URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectionform.cpp" line="136"/>
        <source>Enter the integration key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectionform.cpp" line="154"/>
        <source>Not needed: the built-in sandbox brings its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectionform.cpp" line="179"/>
        <source>Testing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectionform.cpp" line="183"/>
        <source>Connected: the gateway accepted the integration key.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dd::Country</name>
    <message>
        <location filename="../core/domain/method.cpp" line="73"/>
        <source>Argentina</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/domain/method.cpp" line="74"/>
        <source>Bolivia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/domain/method.cpp" line="75"/>
        <source>Brazil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/domain/method.cpp" line="76"/>
        <source>Chile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/domain/method.cpp" line="77"/>
        <source>Colombia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/domain/method.cpp" line="78"/>
        <source>Ecuador</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/domain/method.cpp" line="79"/>
        <source>Mexico</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/domain/method.cpp" line="80"/>
        <source>Peru</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/domain/method.cpp" line="81"/>
        <source>Uruguay</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dd::DemoImport</name>
    <message>
        <location filename="../app/demoimport.cpp" line="59"/>
        <location filename="../app/demoimport.cpp" line="95"/>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/demoimport.cpp" line="61"/>
        <source>The built-in sandbox did not answer: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dd::DesktopApp</name>
    <message>
        <location filename="../app/desktopapp.cpp" line="98"/>
        <location filename="../app/desktopapp.cpp" line="125"/>
        <location filename="../app/desktopapp.cpp" line="147"/>
        <location filename="../app/desktopapp.cpp" line="169"/>
        <source>DirectDesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/desktopapp.cpp" line="98"/>
        <source>The built-in sandbox did not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/desktopapp.cpp" line="212"/>
        <source>Demo cache: its passphrase is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/desktopapp.cpp" line="239"/>
        <location filename="../app/desktopapp.cpp" line="241"/>
        <source>Loading demo payments</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dd::DetailPane</name>
    <message>
        <location filename="../ui/detailpane.cpp" line="33"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="33"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="41"/>
        <source>Select a payment to see its details.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="46"/>
        <source>Check &amp;now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="60"/>
        <source>Outcome unknown: the last action on this payment was sent but no answer came back. Nothing more can be sent for it until it is checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="82"/>
        <source>Payment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="83"/>
        <source>Hash:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="84"/>
        <source>Merchant code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="85"/>
        <source>Status:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="86"/>
        <source>Method:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="87"/>
        <source>Country:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="88"/>
        <source>PIN:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="89"/>
        <source>Order number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="90"/>
        <source>Instalments:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="91"/>
        <source>Billing descriptor:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="92"/>
        <source>Acquirer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="94"/>
        <source>Amounts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="95"/>
        <source>Amount:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="96"/>
        <source>Requested:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="97"/>
        <source>Refunded:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="98"/>
        <source>Refundable:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="99"/>
        <source>Amount in BRL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="100"/>
        <source>IOF:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="101"/>
        <source>Currency rate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="104"/>
        <source>Dates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="105"/>
        <source>Opened:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="106"/>
        <source>Status since:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="107"/>
        <source>Confirmed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="108"/>
        <source>Transferred:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="109"/>
        <source>Due:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="111"/>
        <source>Links and references</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="112"/>
        <source>Checkout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="113"/>
        <source>SPEI voucher:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="114"/>
        <source>CLABE:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="115"/>
        <source>CLABE reference:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="116"/>
        <source>Boleto:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="117"/>
        <source>Barcode:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="118"/>
        <source>OXXO voucher:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="120"/>
        <source>Customer and card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="121"/>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="122"/>
        <source>E-mail:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="123"/>
        <source>Document:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="124"/>
        <source>Card:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="125"/>
        <source>Pre-authorized:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="126"/>
        <source>Capture available:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="143"/>
        <source>&amp;Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="144"/>
        <source>&amp;Raw answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="178"/>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="179"/>
        <source>Copy to the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="209"/>
        <source>Open in browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="231"/>
        <source>%1: %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/detailpane.cpp" line="276"/>
        <source>No answer stored for this payment.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dd::DirectApiClient</name>
    <message>
        <location filename="../core/gateway/directapiclient.cpp" line="106"/>
        <source>Enter the integration key.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dd::FilterBar</name>
    <message>
        <location filename="../ui/filterbar.cpp" line="63"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/filterbar.cpp" line="68"/>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/filterbar.cpp" line="73"/>
        <source>Country</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/filterbar.cpp" line="76"/>
        <source>Any currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/filterbar.cpp" line="81"/>
        <source>Any date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/filterbar.cpp" line="82"/>
        <source>Today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/filterbar.cpp" line="83"/>
        <source>Yesterday</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/filterbar.cpp" line="84"/>
        <source>Last 7 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/filterbar.cpp" line="85"/>
        <source>Last 30 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/filterbar.cpp" line="86"/>
        <source>This month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/filterbar.cpp" line="87"/>
        <source>Last month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/filterbar.cpp" line="88"/>
        <source>Date range…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/filterbar.cpp" line="89"/>
        <source>Opening date of the payment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/filterbar.cpp" line="99"/>
        <source>From (inclusive)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/filterbar.cpp" line="100"/>
        <source>To (inclusive)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/filterbar.cpp" line="104"/>
        <source>Min amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/filterbar.cpp" line="105"/>
        <source>Max amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/filterbar.cpp" line="116"/>
        <source>Search hash, merchant code, customer (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/filterbar.cpp" line="129"/>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/filterbar.cpp" line="130"/>
        <source>Show every payment again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/filterbar.cpp" line="178"/>
        <source>%1: all</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/filterbar.cpp" line="178"/>
        <source>%1: %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/filterbar.cpp" line="216"/>
        <source>Not an amount: write it like %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dd::FirstStartDialog</name>
    <message>
        <location filename="../ui/firststartdialog.cpp" line="29"/>
        <source>Welcome to DirectDesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/firststartdialog.cpp" line="35"/>
        <source>&amp;Create cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/firststartdialog.cpp" line="43"/>
        <source>DirectDesk keeps the payments it knows in an encrypted cache on this computer. Choose a passphrase to protect it: it cannot be recovered if you forget it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/firststartdialog.cpp" line="48"/>
        <source>Encrypted cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/firststartdialog.cpp" line="50"/>
        <source>&amp;Passphrase:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/firststartdialog.cpp" line="51"/>
        <source>&amp;Repeat it:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/firststartdialog.cpp" line="52"/>
        <source>Strength:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/firststartdialog.cpp" line="54"/>
        <source>Gateway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/firststartdialog.cpp" line="93"/>
        <source>Choose a passphrase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/firststartdialog.cpp" line="97"/>
        <source>The two passphrases differ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/firststartdialog.cpp" line="113"/>
        <source>Creating the encrypted cache…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dd::GatewayError</name>
    <message>
        <location filename="../core/gateway/gatewayerror.cpp" line="116"/>
        <source>The gateway did not answer in time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/gatewayerror.cpp" line="117"/>
        <source>The gateway refused the connection. Check the base address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/gatewayerror.cpp" line="118"/>
        <source>The gateway&apos;s address could not be found. Check the base address and the network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/gatewayerror.cpp" line="119"/>
        <source>The connection to the gateway was closed before the answer arrived.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/gatewayerror.cpp" line="120"/>
        <source>The gateway&apos;s certificate could not be verified; nothing was sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/gatewayerror.cpp" line="122"/>
        <source>The gateway could not be reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/gatewayerror.cpp" line="130"/>
        <location filename="../core/gateway/gatewayerror.cpp" line="157"/>
        <source>The gateway answered with HTTP status %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/gatewayerror.cpp" line="131"/>
        <location filename="../core/gateway/gatewayerror.cpp" line="159"/>
        <source>The gateway&apos;s answer could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/gatewayerror.cpp" line="146"/>
        <source>The request was not sent because some fields need attention.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/gatewayerror.cpp" line="153"/>
        <source>The gateway refused the request without saying why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/gatewayerror.cpp" line="154"/>
        <source>The gateway refused the request: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/gatewayerror.cpp" line="162"/>
        <source>The request may or may not have taken effect. Do not send it again: look the payment up first, by its merchant code, to learn what happened.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dd::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="68"/>
        <source>DirectDesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="120"/>
        <source>DirectDesk is locked. Payments stay hidden until the cache is unlocked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="123"/>
        <source>&amp;Unlock…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="137"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="142"/>
        <source>&amp;Payment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="147"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="152"/>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="155"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="169"/>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="197"/>
        <source>About DirectDesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="198"/>
        <source>DirectDesk %1
A back-office for merchants of the Direct API.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="443"/>
        <location filename="../ui/mainwindow.cpp" line="452"/>
        <source>Refreshing</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/mainwindow.cpp" line="448"/>
        <source>%n payment(s) could not be refreshed</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dd::MethodKind</name>
    <message>
        <location filename="../core/domain/method.cpp" line="53"/>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/domain/method.cpp" line="54"/>
        <source>Online bank / cash (redirect)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/domain/method.cpp" line="55"/>
        <source>SPEI transfer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/domain/method.cpp" line="56"/>
        <source>Cash voucher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/domain/method.cpp" line="57"/>
        <source>Voucher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/domain/method.cpp" line="58"/>
        <source>E-wallet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/domain/method.cpp" line="59"/>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dd::Money</name>
    <message>
        <location filename="../core/domain/money.cpp" line="14"/>
        <source>Enter an amount.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/domain/money.cpp" line="16"/>
        <source>Not a valid amount: use digits and at most one decimal mark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/domain/money.cpp" line="18"/>
        <source>Too many decimal places.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/domain/money.cpp" line="20"/>
        <source>The amount cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/domain/money.cpp" line="22"/>
        <source>The amount must be greater than zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/domain/money.cpp" line="24"/>
        <source>The amount is too large.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dd::PassphraseStrength</name>
    <message>
        <location filename="../ui/passphrasestrength.cpp" line="18"/>
        <source>No passphrase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/passphrasestrength.cpp" line="20"/>
        <source>Very weak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/passphrasestrength.cpp" line="22"/>
        <source>Weak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/passphrasestrength.cpp" line="24"/>
        <source>Fair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/passphrasestrength.cpp" line="26"/>
        <source>Strong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/passphrasestrength.cpp" line="28"/>
        <source>Very strong</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dd::PaymentActions</name>
    <message>
        <location filename="../ui/paymentactions.cpp" line="12"/>
        <source>&amp;Look up or import payments…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/paymentactions.cpp" line="13"/>
        <source>Refresh from &amp;gateway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/paymentactions.cpp" line="14"/>
        <source>&amp;Lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/paymentactions.cpp" line="15"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/paymentactions.cpp" line="16"/>
        <source>&amp;Capture…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/paymentactions.cpp" line="17"/>
        <source>&amp;Refund…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/paymentactions.cpp" line="18"/>
        <source>Cancel re&amp;fund…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/paymentactions.cpp" line="19"/>
        <source>Cancel &amp;payment…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/paymentactions.cpp" line="20"/>
        <source>Check &amp;now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/paymentactions.cpp" line="21"/>
        <source>&amp;Copy rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/paymentactions.cpp" line="22"/>
        <source>Copy &amp;hash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/paymentactions.cpp" line="23"/>
        <source>&amp;Find…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/paymentactions.cpp" line="24"/>
        <source>C&amp;lear filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/paymentactions.cpp" line="25"/>
        <source>&amp;Reload table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/paymentactions.cpp" line="26"/>
        <source>Reset &amp;layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/paymentactions.cpp" line="27"/>
        <source>&amp;E-wallets by country…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/paymentactions.cpp" line="28"/>
        <source>&amp;Connection and security…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/paymentactions.cpp" line="29"/>
        <source>&amp;About DirectDesk</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dd::PaymentStatus</name>
    <message>
        <location filename="../core/domain/status.cpp" line="35"/>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/domain/status.cpp" line="36"/>
        <source>Pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/domain/status.cpp" line="37"/>
        <source>Confirmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/domain/status.cpp" line="38"/>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/domain/status.cpp" line="39"/>
        <source>Unknown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dd::PaymentStore</name>
    <message>
        <location filename="../core/cache/paymentstore.cpp" line="124"/>
        <source>A payment without a hash cannot be stored.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dd::PaymentTableModel</name>
    <message>
        <location filename="../models/paymentcells.cpp" line="12"/>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/paymentcells.cpp" line="13"/>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dd::PaymentWorkflows</name>
    <message>
        <location filename="../ui/paymentworkflows.cpp" line="40"/>
        <source>Not available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/paymentworkflows.cpp" line="41"/>
        <source>This dialog is not part of this build yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/paymentworkflows.cpp" line="106"/>
        <location filename="../ui/paymentworkflows.cpp" line="112"/>
        <location filename="../ui/paymentworkflows.cpp" line="116"/>
        <location filename="../ui/paymentworkflows.cpp" line="120"/>
        <source>Check now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/paymentworkflows.cpp" line="107"/>
        <source>The payment could not be checked: %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/paymentworkflows.cpp" line="113"/>
        <source>The gateway carried out the action. The payment is up to date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/paymentworkflows.cpp" line="117"/>
        <source>The gateway did not carry out the action. You may try it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/paymentworkflows.cpp" line="121"/>
        <source>The gateway&apos;s answer does not settle it yet. Check again later.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dd::PaymentsTableView</name>
    <message>
        <location filename="../ui/paymentstableview.cpp" line="113"/>
        <source>Reset columns</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dd::RefundStatus</name>
    <message>
        <location filename="../core/domain/status.cpp" line="72"/>
        <source>Requested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/domain/status.cpp" line="73"/>
        <source>Pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/domain/status.cpp" line="74"/>
        <source>Confirmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/domain/status.cpp" line="75"/>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/domain/status.cpp" line="76"/>
        <source>Unknown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dd::RefundTableModel</name>
    <message>
        <location filename="../models/refundtablemodel.cpp" line="88"/>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/refundtablemodel.cpp" line="89"/>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dd::RefundsPanel</name>
    <message>
        <location filename="../ui/refundspanel.cpp" line="41"/>
        <source>&lt;b&gt;Refunds&lt;/b&gt; — paid %1, refunded %2, refundable %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/refundspanel.cpp" line="51"/>
        <source>&lt;b&gt;Refunds&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dd::RequestReader</name>
    <message>
        <location filename="../core/gateway/requestreader.cpp" line="54"/>
        <source>Use true or false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestreader.cpp" line="121"/>
        <source>Instalments are a whole number from 1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dd::RequestValidator</name>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="37"/>
        <location filename="../core/gateway/requestvalidator.cpp" line="336"/>
        <source>At most %1 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="40"/>
        <source>Spaces and control characters are not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="51"/>
        <source>Give %1 or %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="53"/>
        <source>Give only one of %1 and %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="61"/>
        <source>Enter the expiry date as MM/YYYY.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="66"/>
        <source>Use the form MM/YYYY, for example 07/2031.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="68"/>
        <source>This date has passed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="75"/>
        <source>Enter the card number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="77"/>
        <source>A card number has 12 to 19 digits and nothing else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="79"/>
        <source>This card number is not valid (check digit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="81"/>
        <source>Enter the name printed on the card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="84"/>
        <source>The security code has 3 or 4 digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="90"/>
        <source>The token number has 12 to 19 digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="92"/>
        <source>This token number is not valid (check digit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="94"/>
        <source>Enter the token cryptogram.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="97"/>
        <source>The original card&apos;s BIN has 6 or 8 digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="99"/>
        <source>Enter the original card&apos;s last four digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="101"/>
        <source>The ECI is one or two digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="108"/>
        <source>The wallet type must be one of: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="110"/>
        <source>Digital-wallet card payments are available only in Brazil (br).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="112"/>
        <source>Digital-wallet payments send the token&apos;s ECI.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="118"/>
        <source>Digital-wallet payments accept only these card networks: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="131"/>
        <source>Must not be sent together with a network token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="140"/>
        <source>A gateway token is a card form of its own: send it without card or network-token fields.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="146"/>
        <source>This cash voucher is available only in Chile (cl).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="148"/>
        <source>This method needs the customer&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="150"/>
        <source>This method needs the customer&apos;s e-mail.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="152"/>
        <source>This method needs the customer&apos;s phone number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="154"/>
        <source>This method needs the customer&apos;s document number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="157"/>
        <source>This method takes only CLP or USD.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="179"/>
        <location filename="../core/gateway/requestvalidator.cpp" line="382"/>
        <source>Use the lowercase two-letter country code, such as br.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="183"/>
        <source>This is not an e-mail address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="186"/>
        <source>Use the form DD/MM/YYYY.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="188"/>
        <source>Enter a full web address (https://...).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="190"/>
        <source>Instalments are a whole number from 1 to 12.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="197"/>
        <source>Look the payment up first: its current state decides what is allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="206"/>
        <source>This is not the hash of the payment that was looked up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="208"/>
        <source>This is not the code of the payment that was looked up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="233"/>
        <location filename="../core/gateway/requestvalidator.cpp" line="269"/>
        <source>Enter the card: its number, a gateway token or a network token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="244"/>
        <source>A card token is 16 to 128 letters and digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="260"/>
        <source>Choose a payment method.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="262"/>
        <source>Use a three-letter currency code, such as BRL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="264"/>
        <location filename="../core/gateway/requestvalidator.cpp" line="304"/>
        <location filename="../core/gateway/requestvalidator.cpp" line="343"/>
        <source>The amount must be greater than zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="273"/>
        <source>Only card payments carry a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="278"/>
        <source>E-wallet payments need the customer&apos;s country.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="280"/>
        <source>E-wallets are not offered in this country.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="301"/>
        <source>Only a pre-authorized card payment that is still pending can be captured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="306"/>
        <source>Capture in the payment&apos;s currency, %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="308"/>
        <source>At most the authorized amount, %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="310"/>
        <source>Partial capture is available only in Brazil.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="319"/>
        <source>Give the payment&apos;s hash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="325"/>
        <source>Only open or pending payments can be cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="334"/>
        <source>Enter the reason for the refund.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="341"/>
        <source>Some gateway versions accept only %1 characters here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="349"/>
        <source>Only confirmed payments can be refunded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="351"/>
        <source>Refund in the payment&apos;s currency, %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="354"/>
        <source>At most what remains to refund: %1 %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="357"/>
        <source>Bank details can be sent only for payments in Brazil, Chile, Colombia and Mexico.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="372"/>
        <source>The payment has no such refund.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="374"/>
        <source>Only a requested or pending refund can be cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/gateway/requestvalidator.cpp" line="384"/>
        <source>E-wallets are offered only in Argentina, Brazil, Chile, Colombia and Mexico.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dd::StatusBadge</name>
    <message>
        <location filename="../models/format.cpp" line="221"/>
        <source>Open: created, not yet sent for payment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/format.cpp" line="224"/>
        <source>Pending: waiting for the customer to pay or for a capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/format.cpp" line="228"/>
        <source>Confirmed: the payment was received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/format.cpp" line="231"/>
        <source>Cancelled: the payment will not be received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/format.cpp" line="234"/>
        <location filename="../models/format.cpp" line="258"/>
        <source>Unknown: the gateway sent a status DirectDesk does not know</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/format.cpp" line="245"/>
        <source>Requested: queued at the gateway; can still be cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/format.cpp" line="248"/>
        <source>Pending: waiting for the customer&apos;s bank details; can still be cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/format.cpp" line="252"/>
        <source>Confirmed: the customer received the money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/format.cpp" line="255"/>
        <source>Cancelled: no money is returned</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dd::StatusPanel</name>
    <message>
        <location filename="../ui/statuspanel.cpp" line="30"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/statuspanel.cpp" line="31"/>
        <source>Stop the background work</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statuspanel.cpp" line="52"/>
        <source>%n payment(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/statuspanel.cpp" line="60"/>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statuspanel.cpp" line="62"/>
        <source>%n selected: %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/statuspanel.cpp" line="64"/>
        <source>Total: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dd::UnlockDialog</name>
    <message>
        <location filename="../ui/unlockdialog.cpp" line="26"/>
        <source>Unlock DirectDesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/unlockdialog.cpp" line="32"/>
        <source>&amp;Unlock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/unlockdialog.cpp" line="33"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/unlockdialog.cpp" line="41"/>
        <source>The cache %1 is locked. Enter its passphrase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/unlockdialog.cpp" line="46"/>
        <source>&amp;Passphrase:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/unlockdialog.cpp" line="97"/>
        <source>Unlocking…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dd::Vault</name>
    <message numerus="yes">
        <location filename="../core/cache/vault.cpp" line="81"/>
        <source>Wrong passphrase. %n attempt(s) left before unlocking is blocked for 30 minutes.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/cache/vault.cpp" line="115"/>
        <source>A passphrase needs at least %1 characters, with letters and digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cache/vault.cpp" line="156"/>
        <source>The file size is not a whole number of pages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cache/vault.cpp" line="295"/>
        <source>The file is shorter or longer than its page count.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dd::VaultError</name>
    <message>
        <location filename="../core/cache/vault.cpp" line="73"/>
        <source>No cache exists at this path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cache/vault.cpp" line="74"/>
        <source>The key file beside the cache (.keys) is missing; the cache cannot be opened without it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cache/vault.cpp" line="75"/>
        <source>This is not a DirectDesk cache, or its key file belongs to another cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cache/vault.cpp" line="76"/>
        <source>This file is not encrypted; DirectDesk refuses to use it as its cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cache/vault.cpp" line="77"/>
        <source>The cache is damaged (truncated or unreadable). It was left untouched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cache/vault.cpp" line="78"/>
        <source>This cache was written by a newer version of DirectDesk. Please update DirectDesk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cache/vault.cpp" line="85"/>
        <source>Too many wrong passphrases. Unlocking is blocked until %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cache/vault.cpp" line="87"/>
        <source>A file already exists there; it will not be overwritten.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cache/vault.cpp" line="89"/>
        <source>The two passphrases differ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cache/vault.cpp" line="90"/>
        <source>A key slot with this name exists already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cache/vault.cpp" line="91"/>
        <source>There is no key slot with this name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cache/vault.cpp" line="92"/>
        <source>The last key slot cannot be removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cache/vault.cpp" line="93"/>
        <source>The cache is locked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cache/vault.cpp" line="94"/>
        <source>The cache files could not be read or written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/cache/vault.cpp" line="95"/>
        <source>The encryption library failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dd::cli::ApiCommand</name>
    <message>
        <location filename="../app/cli/apicommand.cpp" line="112"/>
        <source>warning: %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/apicommand.cpp" line="142"/>
        <source>error (%1%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/apicommand.cpp" line="149"/>
        <source>Reconcile with: directdesk-cli api query %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/apicommand.cpp" line="174"/>
        <source>Payment %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/apicommand.cpp" line="220"/>
        <source>Refund %1: %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/apicommand.cpp" line="231"/>
        <source>Usage: directdesk-cli api &lt;direct|query|capture|cancel|refund|refund-cancel|ewallets&gt;
         --base-url URL --integration-key KEY [--field value ...] [--body FILE.json]
         [--json] [--timeout SECONDS] [--verbose]
Fields use the API&apos;s names, e.g. --hash, --merchant_payment_code, --amount, --card_number.
The key may also come from the environment variable DIRECTDESK_INTEGRATION_KEY.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/apicommand.cpp" line="249"/>
        <source>Unknown operation: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/apicommand.cpp" line="253"/>
        <source>Unexpected argument: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/apicommand.cpp" line="268"/>
        <source>Option --%1 needs a value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/apicommand.cpp" line="280"/>
        <source>--timeout takes a whole number of seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/apicommand.cpp" line="307"/>
        <source>Give the payment&apos;s hash or merchant_payment_code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/apicommand.cpp" line="394"/>
        <source>Give the gateway&apos;s address with --base-url.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/apicommand.cpp" line="396"/>
        <source>Give the integration key with --integration-key or DIRECTDESK_INTEGRATION_KEY.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/apicommand.cpp" line="402"/>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/apicommand.cpp" line="408"/>
        <source>%1 is not a JSON object: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>directdesk-cli</name>
    <message>
        <location filename="../app/cli_main.cpp" line="29"/>
        <source>Usage: directdesk-cli &lt;command&gt; [options]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli_main.cpp" line="31"/>
        <source>Commands:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli_main.cpp" line="35"/>
        <source>Run `directdesk-cli &lt;command&gt; --help` for the options of one command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli_main.cpp" line="63"/>
        <source>Unknown command: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/apicommand.cpp" line="454"/>
        <source>Send one Direct API request (direct, query, capture, cancel, refund, refund-cancel, ewallets)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="23"/>
        <source>Back-office for merchants of the Direct API.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="27"/>
        <source>Open a throw-away cache filled with demo payments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="29"/>
        <source>Use the encrypted cache at &lt;path&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="32"/>
        <source>Show the interface in &lt;lang&gt; (en, pt_BR, es).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
